import { type AccessCode, GRANTABLE_CODES, type TStaff } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, fakeApi, refusal, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, rowOf, tab, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import UsersPage from '.';

const STAFF: TStaff = {
  id: 5,
  userName: 'demostaff',
  mobile: '86 13800138001',
  status: 1,
  access: ['users', 'shop-device'],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function serve(overrides: FakeRoutes = {}) {
  const none = { list: [], total: 0, page: 1, pageSize: 20 };
  fakeApi({
    '/staff/query/:page/:pageSize': { list: [STAFF, NO_PHONE], total: 2, page: 1, pageSize: 20 },
    '/user/query/:page/:pageSize': none,
    '/audit/query/:page/:pageSize': none,
  });
  return fakeApi(overrides);
}

/** A second staff member: no phone, disabled, other codes. */
const NO_PHONE: TStaff = { ...STAFF, id: 9, userName: 'nightshift', mobile: null, status: 0, access: ['audit'] };

const OWNER: AccessCode[] = ['users', 'users:add', 'staff', 'audit'];

async function openStaffTab() {
  renderWithProviders(<UsersPage />, { path: '/users', user: buildUser({ access: OWNER }) });
  await user.click(tab('Console staff')!);
  await screen.findByText('demostaff');
}

signedInPerTest();

describe('/users: console staff', () => {
  it('lists staff with their access, and offers every grantable code, grouped, with translated labels', async () => {
    serve();
    await openStaffTab();
    expect(within(rowOf('demostaff')).getByText(`2 of ${GRANTABLE_CODES.length}`)).toBeTruthy();
    await user.click(button(page(), 'Add staff'));
    const dialog = await openDialog();
    const boxes = dialog.querySelectorAll('.ant-checkbox-group input[type=checkbox]');
    expect(boxes).toHaveLength(GRANTABLE_CODES.length);
    for (const label of ['Add accounts', 'Close accounts', 'Delete devices', 'Export account lists', 'Audit log'])
      expect(within(dialog).getByText(label)).toBeTruthy();
    for (const group of ['App accounts', 'Devices', 'Content', 'Business'])
      expect(within(dialog).getAllByText(group).length).toBeGreaterThan(0);
    // "Manage staff" is the owner's alone: not grantable.
    expect(within(dialog).queryByText('Manage staff')).toBeNull();
  });

  it('adds a staff account with the codes ticked (a group box ticks the whole group)', async () => {
    const bodies = serve({ '/staff/add': (b) => ({ ...STAFF, id: 6, ...b }) });
    await openStaffTab();
    await user.click(button(page(), 'Add staff'));
    const dialog = await openDialog();
    await user.click(within(dialog).getByText('OK'));
    expect(await within(dialog).findByText('Enter a password')).toBeTruthy();
    expect(bodies['/staff/add']).toBeUndefined();

    await user.type(within(dialog).getByLabelText('User name'), 'frontdesk1');
    await user.type(within(dialog).getByLabelText('New password'), 'Front#Desk2026pw');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'Front#Desk2026pw');
    await user.click(within(dialog).getByText('Devices'));
    await user.click(within(dialog).getByText('Add accounts'));
    await user.click(within(dialog).getByText('OK'));
    await waitFor(() => expect(bodies['/staff/add']).toHaveLength(1));
    expect(bodies['/staff/add']![0]).toEqual({
      userName: 'frontdesk1',
      mobile: null,
      password: 'Front#Desk2026pw',
      // "Add accounts" brought "View accounts" with it.
      access: ['users', 'users:add', 'shop-device', 'shop-device:add', 'shop-device:delete', 'analysis'],
    });
  });

  it('edits access and status, and says that this signs the staff member out', async () => {
    const bodies = serve({ '/staff/update/5': STAFF });
    await openStaffTab();
    await user.click(button(rowOf('demostaff'), 'Edit access'));
    const dialog = await openDialog();
    expect(within(dialog).getByText(/signs this staff member out everywhere/)).toBeTruthy();
    await user.click(dialog.querySelector('button.ant-switch') as HTMLElement);
    await user.click(within(dialog).getByText('View devices'));
    await user.click(within(dialog).getByText('OK'));
    await waitFor(() => expect(bodies['/staff/update/5']).toHaveLength(1));
    expect(bodies['/staff/update/5']![0]).toEqual({ access: ['users'], status: 0, mobile: '86 13800138001' });
  });

  it("Edit A, Cancel, Edit B (no phone): every field and every code is B's, and OK saves B's own codes", async () => {
    const bodies = serve({ '/staff/update/9': NO_PHONE });
    await openStaffTab();
    await user.click(button(rowOf('demostaff'), 'Edit access'));
    let dialog = await openDialog();
    await user.click(within(dialog).getByText('Audit log'));
    await user.click(within(dialog).getByText('Cancel'));
    await user.click(button(rowOf('nightshift'), 'Edit access'));
    dialog = await waitFor(() => {
      const hit = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) =>
        /nightshift/.test(d.querySelector('.ant-modal-title')?.textContent ?? ''),
      );
      if (!hit) throw new Error('no dialog for nightshift');
      return hit;
    });
    expect((within(dialog).getByLabelText('User name') as HTMLInputElement).value).toBe('nightshift');
    expect((within(dialog).getByPlaceholderText('Mobile phone') as HTMLInputElement).value).toBe('');
    expect(dialog.querySelector('button.ant-switch')?.getAttribute('aria-checked')).toBe('false');
    const ticked = [...dialog.querySelectorAll<HTMLInputElement>('.ant-checkbox-group input:checked')].map(
      (i) => i.value,
    );
    expect(ticked).toEqual(['audit']);
    await user.click(within(dialog).getByText('OK'));
    await waitFor(() => expect(bodies['/staff/update/9']).toHaveLength(1));
    expect(bodies['/staff/update/9']![0]).toEqual({ access: ['audit'], status: 0, mobile: null });
    expect(bodies['/staff/update/5']).toBeUndefined();
  });

  it('keeps codes coherent: an action ticks its view, unticking the view unticks its actions', async () => {
    const bodies = serve({ '/staff/update/9': NO_PHONE });
    await openStaffTab();
    await user.click(button(rowOf('nightshift'), 'Edit access'));
    const dialog = await openDialog();
    const ticked = () =>
      [...dialog.querySelectorAll<HTMLInputElement>('.ant-checkbox-group input:checked')].map((i) => i.value);
    await user.click(within(dialog).getByText('Export account lists'));
    await user.click(within(dialog).getByText('Delete devices'));
    expect(ticked()).toEqual(['users', 'export', 'shop-device', 'shop-device:delete', 'audit']);
    await user.click(within(dialog).getByText('View devices'));
    expect(ticked()).toEqual(['users', 'export', 'audit']);
    await user.click(within(dialog).getByText('OK'));
    await waitFor(() => expect(bodies['/staff/update/9']).toHaveLength(1));
    expect(bodies['/staff/update/9']![0]).toMatchObject({ access: ['users', 'export', 'audit'] });
  });

  it("shows the server's refusal of an action without its view under the codes", async () => {
    serve({
      '/staff/update/9': refusal(400302, "An action needs its screen's view access as well: export"),
    });
    await openStaffTab();
    await user.click(button(rowOf('nightshift'), 'Edit access'));
    const dialog = await openDialog();
    await user.click(within(dialog).getByText('OK'));
    const item = dialog.querySelector('[id$="_access"]')!.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(/view access as well/)).toBeTruthy();
  });
});
