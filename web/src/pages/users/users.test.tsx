import { type AccessCode, MESSAGES, type TAppUser, type TCurrentUser } from '@skin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../components/format';
import { type FakeRoutes, fakeApi, refusal, requests, signedInPerTest } from '../../test/fake-api';
import { button, columnHeader, findButton, openDialog, page, rowOf, tab, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import UsersPage, { prefetch } from '.';

const NOW = Date.now();
const iso = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

/** The one store of the platform's list. */
const DEMO_STORE = {
  id: 1,
  shopName: 'Demo Store',
  contact: 'Lin Wei',
  mobile: '86 13800138000',
  status: 1,
  vipGrade: 2,
  upgradeDays: 120,
  cloudExpireTime: new Date(NOW + 20 * 86_400_000).toISOString().replace('T', ' ').replace('Z', ''),
  ossSize: 0,
  timeZone: 'Asia/Shanghai',
  createdAt: iso(-100),
  ownerName: 'demoshop',
  accountCount: 9,
  deviceCount: 3,
};

function account(over: Partial<TAppUser>): TAppUser {
  return {
    id: 1,
    shopId: 3,
    userType: 1,
    userName: 'linmei',
    mobile: '86 13811110001',
    status: 1,
    address: 'Nanjing Road 1266',
    deviceNo: 'SKN-A1-0001',
    permanent: false,
    expireTime: iso(200),
    expired: false,
    createdAt: iso(-30),
    updatedAt: iso(-1),
    closed: false,
    closedAt: null,
    lastAppSignIn: null,
    ...over,
  };
}

const ACCOUNTS = [
  account({ lastAppSignIn: { at: '2026-05-04T08:30:00.000Z', deviceNo: 'SKN-A1-0001' } }),
  account({
    id: 2,
    userName: 'zhaoyun',
    userType: 2,
    permanent: true,
    expireTime: null,
    mobile: '86 13811110002',
    address: 'Orchard Road 8',
    deviceNo: null,
  }),
  account({ id: 3, userName: 'siti', status: 0, expireTime: iso(-5), expired: true, deviceNo: null }),
  account({ id: 4, userName: 'chenjing', status: 0, closed: true, closedAt: iso(-3) }),
];

/** Answers by path; records every request body. */
function serve(overrides: FakeRoutes = {}) {
  const none = { list: [], total: 0, page: 1, pageSize: 20 };
  fakeApi({
    '/user/query/:page/:pageSize': { list: ACCOUNTS, total: ACCOUNTS.length, page: 1, pageSize: 20 },
    '/shopDevice/query': {
      list: [
        {
          id: 1,
          shopId: 3,
          deviceNo: 'SKN-A1-0001',
          deviceName: 'Front desk',
          createdAt: iso(-40),
          accountCount: 1,
          enabledAccountCount: 1,
          lastSeenAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 1000,
    },
    '/staff/query/:page/:pageSize': none,
    '/audit/query/:page/:pageSize': none,
    '/shop/query/:page/:pageSize': { list: [DEMO_STORE], total: 1, page: 1, pageSize: 20 },
  });
  return fakeApi(overrides);
}

const ALL_USER_CODES: AccessCode[] = [
  'users',
  'users:add',
  'users:edit',
  'users:status',
  'users:password',
  'users:delete',
  'export',
  'staff',
  'audit',
];

function open(user: TCurrentUser = buildUser({ access: ALL_USER_CODES })) {
  return renderWithProviders(<UsersPage />, { path: '/users', user });
}

const row = rowOf;
/** The row's "More" actions button (an icon labelled More). */
const more = (scope: HTMLElement) => scope.querySelector<HTMLElement>('button[aria-label="More"]');

signedInPerTest();

describe('/users: app accounts', () => {
  it("a visit opened from the menu asks for the store's accounts once, before the screen renders", async () => {
    const bodies = serve();
    const me = buildUser({ access: ALL_USER_CODES });
    const asked = () => requests().filter((r) => r.path.startsWith('/user/query/')).length;
    let answered: Promise<unknown> | undefined;
    let cache: QueryClient | undefined;
    renderWithProviders(<UsersPage />, {
      path: '/users',
      user: me,
      before: (client) => {
        cache = client;
        answered = prefetch({ client, user: me, search: new URLSearchParams() });
        // Asked before anything rendered.
        expect(asked()).toBe(1);
      },
    });
    // What the first render waits on (main.tsx) settles with the page in the cache.
    await answered;
    const pages = cache!.getQueryCache().findAll({ queryKey: ['appUsers'] });
    expect(pages.map((q) => q.state.status)).toEqual(['success']);
    expect(await screen.findByText('linmei')).toBeTruthy();
    // The panel took that answer: the same request (path and body) as it would have made, not a second one.
    expect(asked()).toBe(1);
    expect(Object.keys(bodies)).toContain('/user/query/1/20');
  });

  it('a link naming a tab, a filter or a page is left to the panel shown (nothing asked beforehand)', async () => {
    serve();
    const me = buildUser({ access: ALL_USER_CODES });
    renderWithProviders(<UsersPage />, {
      path: '/users?tab=staff',
      user: me,
      before: (client) =>
        expect(prefetch({ client, user: me, search: new URLSearchParams('tab=staff') })).toBeUndefined(),
    });
    expect(await screen.findByText(/No staff/i)).toBeTruthy();
    expect(requests().some((r) => r.path.startsWith('/user/query/'))).toBe(false);
  });

  it('lists accounts: permanent, expired and closed rows read as such', async () => {
    serve();
    open();
    expect(await screen.findByText('linmei')).toBeTruthy();
    expect(within(row('zhaoyun')).getByText('Permanent')).toBeTruthy();
    expect(within(row('siti')).getByText('Expired')).toBeTruthy();
    expect(within(row('siti')).getByText('Disabled')).toBeTruthy();
    const closed = row('chenjing');
    expect(closed.className).toContain('su-row--closed');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(closed.querySelector('button')).toBeNull();
    expect(screen.getAllByText('Total: 4').length).toBeGreaterThan(0);
  });

  it("asks for the store's devices when the device filter is opened, not when the list is", async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('linmei')).toBeTruthy();
    expect(bodies['/shopDevice/query']).toBeUndefined();
    await user.click(within(page()).getByLabelText('Device number'));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toContain(
        'SKN-A1-0001',
      ),
    );
    expect(bodies['/shopDevice/query']).toHaveLength(1);
  });

  it('shows every action to the owner, and each tab', async () => {
    serve();
    open();
    await screen.findByText('linmei');
    const r = row('linmei');
    expect(button(r, 'Edit')).toBeTruthy();
    expect(button(r, 'Disable')).toBeTruthy();
    expect(more(r)).toBeTruthy();
    expect(button(page(), /Add account/)).toBeTruthy();
    expect(button(page(), /Export/)).toBeTruthy();
    expect(tab('Console staff')).toBeTruthy();
    expect(tab('Audit log')).toBeTruthy();
  });

  it('hides what the codes do not allow: a staff member with only `users` sees the list and nothing else', async () => {
    serve();
    open(buildUser({ kind: 'staff', access: ['users', 'shop-device'] }));
    expect(await screen.findByText('linmei')).toBeTruthy();
    expect(findButton(page(), /Add account/)).toBeNull();
    expect(findButton(page(), /Export/)).toBeNull();
    expect(findButton(page(), 'Edit')).toBeNull();
    expect(findButton(page(), 'Disable')).toBeNull();
    expect(more(page())).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
    expect(tab('Console staff')).toBeNull();
    expect(tab('Audit log')).toBeNull();
  });

  it('grants action by action: status only (enable, disable, sign out of the app)', async () => {
    serve();
    open(buildUser({ kind: 'staff', access: ['users', 'users:status'] }));
    await screen.findByText('linmei');
    const r = row('linmei');
    expect(button(r, 'Disable')).toBeTruthy();
    expect(findButton(r, 'Edit')).toBeNull();
    await user.click(more(r)!);
    const menu = await screen.findByRole('menu');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((x) => x.textContent)).toEqual(['Sign out of the app']);
  });

  it("shows each account's last sign-in to the app: when and on which device, or never", async () => {
    serve();
    open();
    await screen.findByText('linmei');
    expect(columnHeader('Last app sign-in')).toBeTruthy();
    const seen = row('linmei');
    // The day, and the time on hover.
    const at = within(seen).getByTitle(formatTime('2026-05-04T08:30:00.000Z'));
    expect(at.textContent).toBe(formatDate('2026-05-04T08:30:00.000Z'));
    expect(within(seen).getAllByText('SKN-A1-0001').length).toBe(2);
    expect(within(row('zhaoyun')).getByText('Never')).toBeTruthy();
  });

  it("with the analysis code, an account's name opens its analyses; without it, the name is plain text", async () => {
    serve();
    const { router } = open(buildUser({ kind: 'staff', access: ['users', 'analysis'] }));
    await user.click(await screen.findByRole('link', { name: 'linmei' }));
    expect(router.state.location.pathname).toBe('/analyses');
    expect(router.state.location.search).toMatch(/^\?userId=\d+$/);

    serve();
    open(buildUser({ kind: 'staff', access: ['users'] }));
    await screen.findAllByText('linmei');
    expect(screen.queryAllByRole('link', { name: 'linmei' })).toHaveLength(0);
  });

  it('signs an account out of the app after a confirmation, and says how many sign-ins ended', async () => {
    const bodies = serve({ '/user/signOutApp/1': { signedOut: 2 } });
    open();
    await screen.findByText('linmei');
    await user.click(more(row('linmei'))!);
    await user.click(await screen.findByText('Sign out of the app'));
    const dialog = await openDialog();
    expect(dialog.textContent).toMatch(/Sign linmei out of the app\?/);
    expect(dialog.textContent).toMatch(/every device/);
    expect(bodies['/user/signOutApp/1']).toBeUndefined();
    await user.click(button(dialog, 'Sign out of the app'));
    await waitFor(() => expect(bodies['/user/signOutApp/1']).toHaveLength(1));
    expect(await screen.findByText('linmei signed out of the app (2 sign-ins ended)')).toBeTruthy();
  });

  it('sends the filters, the sort order and the page to user/query', async () => {
    const bodies = serve();
    open();
    await screen.findByText('linmei');
    await user.type(screen.getByPlaceholderText('Part of the name'), 'lin');
    await user.type(screen.getByPlaceholderText('Digits of the number'), '1381');
    await user.click(button(page(), /Search/));
    await waitFor(() => {
      const last = bodies['/user/query/1/20']!.at(-1) as Record<string, unknown>;
      expect(last).toMatchObject({ userName: 'lin', mobile: '1381' });
    });
    await user.click(columnHeader('Expiration time')!);
    await waitFor(() => {
      const last = bodies['/user/query/1/20']!.at(-1) as Record<string, unknown>;
      expect(last).toMatchObject({ sortField: 'expireTime', sortOrder: 'ascend', userName: 'lin' });
    });
  });

  it('disables an account after a confirmation', async () => {
    const bodies = serve({ '/user/updateStatus/1/0': { ...ACCOUNTS[0], status: 0 } });
    open();
    await screen.findByText('linmei');
    await user.click(button(row('linmei'), 'Disable'));
    // A confirmation dialog (the action may sit in the row's menu in a longer language, where no popover can hang).
    const dialog = await openDialog();
    expect(dialog.textContent).toMatch(/Disable linmei\? The account cannot sign in/);
    await user.click(button(dialog, 'Confirm'));
    await waitFor(() => expect(bodies['/user/updateStatus/1/0']).toHaveLength(1));
    expect(await screen.findByText('linmei disabled')).toBeTruthy();
  });

  it('when the server refuses because the row changed elsewhere (409), the list refetches and shows its state', async () => {
    let closedElsewhere = false;
    const bodies = serve({
      '/user/updateStatus/1/0': () => {
        closedElsewhere = true;
        return refusal(400103, 'This account is closed and can no longer be changed');
      },
      '/user/query/:page/:pageSize': () => {
        const list = ACCOUNTS.map((a) =>
          a.id === 1 && closedElsewhere ? { ...a, status: 0 as const, closed: true, closedAt: iso(0) } : a,
        );
        return { list, total: list.length, page: 1, pageSize: 20 };
      },
    });
    open();
    await screen.findByText('linmei');
    const queries = () =>
      Object.keys(bodies)
        .filter((u) => u.startsWith('/user/query/'))
        .flatMap((u) => bodies[u]!).length;
    const before = queries();
    await user.click(button(row('linmei'), 'Disable'));
    await user.click(button(page(), 'Confirm'));
    await waitFor(() => expect(queries()).toBe(before + 1));
    expect(bodies['/user/updateStatus/1/0']).toHaveLength(1);
    await waitFor(() => expect(within(row('linmei')).getByText('Closed')).toBeTruthy());
    expect(findButton(row('linmei'), 'Disable')).toBeNull();
    expect(screen.queryByText('linmei disabled')).toBeNull();
  });

  it('closing an account asks first: it cannot be undone and the account can no longer sign in', async () => {
    const bodies = serve({ '/user/close/1': { ...ACCOUNTS[0], closed: true } });
    open();
    await screen.findByText('linmei');
    await user.click(more(row('linmei'))!);
    await user.click(await screen.findByText('Close account'));
    const dialog = await openDialog();
    expect(within(dialog).getAllByText('Close account linmei?').length).toBeGreaterThan(0);
    expect(dialog.textContent).toMatch(/cannot be undone/);
    expect(dialog.textContent).toMatch(/can no longer sign in/);
    const ok = button(dialog, 'Close account');
    expect(ok.className).toContain('ant-btn-dangerous');
    expect(bodies['/user/close/1']).toBeUndefined();
    await user.click(ok);
    await waitFor(() => expect(bodies['/user/close/1']).toHaveLength(1));
  });

  it('shows an empty state with a call to add, and an error state with a retry', async () => {
    let fail = true;
    serve({
      '/user/query/:page/:pageSize': () =>
        fail ? refusal(100500, 'Server error') : { list: [], total: 0, page: 1, pageSize: 20 },
    });
    open();
    expect(await screen.findByText('The accounts could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(button(page(), /Try again/));
    expect(await screen.findByText('No app accounts yet')).toBeTruthy();
    expect(screen.getAllByText('Add account').length).toBe(2);
  });
});

describe('/users: an edit dialog holds the row it was opened for', () => {
  const fieldsOf = (dialog: HTMLElement) => ({
    title: dialog.querySelector('.ant-modal-title')?.textContent,
    userName: (within(dialog).getByLabelText('User name') as HTMLInputElement).value,
    mobile: (within(dialog).getByPlaceholderText('Mobile phone') as HTMLInputElement).value,
    viewer: (within(dialog).getByLabelText('Viewer-end subaccount') as HTMLInputElement).checked,
    address: (within(dialog).getByLabelText('Address') as HTMLInputElement).value,
    permanent: dialog.querySelector('button.ant-switch')?.getAttribute('aria-checked'),
    device: dialog.querySelector('[id$="_deviceNo"]')?.closest('.ant-select')?.textContent ?? '',
  });
  const cancel = (dialog: HTMLElement) => user.click(button(dialog, 'Cancel'));
  /** The dialog whose title matches (a closing one may still be in the page). */
  const dialogTitled = (title: RegExp) =>
    waitFor(() => {
      const hit = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) =>
        title.test(d.querySelector('.ant-modal-title')?.textContent ?? ''),
      );
      if (!hit) throw new Error(`no dialog ${title}`);
      return hit;
    });

  it("Edit A, change it, Cancel, Edit B: every field is B's, and OK saves B as it was", async () => {
    const bodies = serve({ '/user/update/2': (b) => ({ ...ACCOUNTS[1], ...b }) });
    open();
    await screen.findByText('linmei');
    await user.click(button(row('linmei'), 'Edit'));
    let dialog = await openDialog();
    expect(fieldsOf(dialog)).toMatchObject({ userName: 'linmei', mobile: '13811110001', viewer: false });
    await user.clear(within(dialog).getByLabelText('User name'));
    await user.type(within(dialog).getByLabelText('User name'), 'changedname');
    await cancel(dialog);

    await user.click(button(row('zhaoyun'), 'Edit'));
    dialog = await dialogTitled(/zhaoyun/);
    expect(fieldsOf(dialog)).toEqual({
      title: 'Edit account zhaoyun',
      userName: 'zhaoyun',
      mobile: '13811110002',
      viewer: true,
      address: 'Orchard Road 8',
      permanent: 'true',
      device: expect.not.stringContaining('SKN-A1-0001'),
    });
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/user/update/2']).toHaveLength(1));
    expect(bodies['/user/update/2']![0]).toEqual({
      userType: 2,
      userName: 'zhaoyun',
      mobile: '86 13811110002',
      address: 'Orchard Road 8',
      deviceNo: null,
      permanent: true,
      expireTime: null,
    });
    expect(bodies['/user/update/1']).toBeUndefined();

    // Back to A after saving B: A's own values, not the edit abandoned earlier nor B's.
    await user.click(button(row('linmei'), 'Edit'));
    dialog = await dialogTitled(/linmei/);
    expect(fieldsOf(dialog)).toMatchObject({
      title: 'Edit account linmei',
      userName: 'linmei',
      viewer: false,
      address: 'Nanjing Road 1266',
      permanent: 'false',
      device: expect.stringContaining('SKN-A1-0001'),
    });
  });

  it("Set password on A, type, Cancel, Set password on B: empty fields, and B's id is the one saved", async () => {
    const bodies = serve({ '/user/updatePwd/2': null });
    open();
    await screen.findByText('linmei');
    await user.click(more(row('linmei'))!);
    await user.click(await screen.findByText('Set password'));
    let dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'Typed#ForA2026x');
    await cancel(dialog);
    await user.click(more(row('zhaoyun'))!);
    await user.click((await screen.findAllByText('Set password')).at(-1)!);
    dialog = await dialogTitled(/zhaoyun/);
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toMatch(/zhaoyun/);
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Repeat password') as HTMLInputElement).value).toBe('');
    await user.type(within(dialog).getByLabelText('Password'), 'Fresh#ForB2026x');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'Fresh#ForB2026x');
    await user.click(button(dialog, 'Set password'));
    await waitFor(() => expect(bodies['/user/updatePwd/2']).toEqual([{ pwd: 'Fresh#ForB2026x' }]));
    expect(bodies['/user/updatePwd/1']).toBeUndefined();
  });
});

describe('/users: the add form', () => {
  async function openForm() {
    const bodies = serve();
    open();
    await screen.findByText('linmei');
    await user.click(button(page(), /Add account/));
    const dialog = await openDialog();
    return { bodies, dialog };
  }

  it('prompts for every required input: user type, name, phone, password, repeat, expiry', async () => {
    const { bodies, dialog } = await openForm();
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Select the user type')).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES['en-US'].usernameEmpty)).toBeTruthy();
    expect(within(dialog).getByText('Enter your mobile number')).toBeTruthy();
    expect(within(dialog).getByText('Enter a password')).toBeTruthy();
    expect(within(dialog).getByText('Repeat the password')).toBeTruthy();
    expect(within(dialog).getByText('Choose the expiration date, or make the account permanent')).toBeTruthy();
    expect(bodies['/user/add']).toBeUndefined();
  });

  it('offers no past expiry date in the calendar (the server refuses one too)', async () => {
    const { dialog } = await openForm();
    await user.click(dialog.querySelector('.ant-picker input') as HTMLElement);
    const panel = await waitFor(() => {
      const p = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-date-panel');
      if (!p) throw new Error('no calendar');
      return p;
    });
    const today = new Date();
    const key = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const cell = (d: Date) => panel.querySelector(`td[title="${key(d)}"]`);
    expect(cell(today)?.className).not.toContain('ant-picker-cell-disabled');
    const past = [...panel.querySelectorAll<HTMLElement>('td[title]')].filter((td) => td.title < key(today));
    expect(past.length).toBeGreaterThan(0);
    for (const td of past) expect(td.className).toContain('ant-picker-cell-disabled');
  });

  it('holds the name, phone and password to the contract rules; permanent needs no expiry', async () => {
    const { bodies, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('User name'), '1bad');
    await user.type(within(dialog).getByPlaceholderText('Mobile phone'), '123');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'other');
    await user.click(dialog.querySelector('button.ant-switch') as HTMLElement);
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText(MESSAGES['en-US'].usernameRule)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES['en-US'].phoneInvalid)).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    // The rule is the hint under the field until the error takes its place: read once.
    expect(within(dialog).getAllByText(MESSAGES['en-US'].passwordRule)).toHaveLength(1);
    expect(within(dialog).queryByText('Choose the expiration date, or make the account permanent')).toBeNull();
    expect(bodies['/user/add']).toBeUndefined();
  });

  it('sends the account and puts a duplicate name (400101) and a server field error under their fields', async () => {
    let answer = () => refusal(400101, 'This user name is already used by another account');
    const bodies = serve({ '/user/add': () => answer() });
    open();
    await screen.findByText('linmei');
    await user.click(button(page(), /Add account/));
    const dialog = await openDialog();
    await user.click(within(dialog).getByLabelText('Working end'));
    await user.type(within(dialog).getByLabelText('User name'), 'newuser01');
    await user.type(within(dialog).getByPlaceholderText('Mobile phone'), '13900001111');
    await user.type(within(dialog).getByLabelText('Password'), 'Fresh#Account2026');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'Fresh#Account2026');
    await user.click(dialog.querySelector('button.ant-switch') as HTMLElement);
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('This user name is already used by another account')).toBeTruthy();
    expect(bodies['/user/add']![0]).toEqual({
      userType: 1,
      userName: 'newuser01',
      mobile: '86 13900001111',
      address: '',
      deviceNo: null,
      permanent: true,
      expireTime: null,
      password: 'Fresh#Account2026',
    });

    answer = () => refusal(100400, 'mobile: Invalid phone number', { fields: { mobile: 'Invalid phone number' } });
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/user/add']).toHaveLength(2));
    const phoneItem = within(dialog).getByPlaceholderText('Mobile phone').closest('.ant-form-item') as HTMLElement;
    expect(await within(phoneItem).findByText('Invalid phone number')).toBeTruthy();
  });
});

describe('/users for the platform operator', () => {
  it('lists stores with status, VIP grade and cloud expiry; opens a store’s accounts read-only', async () => {
    const bodies = serve();
    open(buildUser({ kind: 'platform', shopInfo: null, access: [...ALL_USER_CODES.filter((c) => c !== 'staff')] }));
    expect(await screen.findByText('Demo Store')).toBeTruthy();
    const r = row('Demo Store');
    expect(within(r).getByText('Normal')).toBeTruthy();
    expect(within(r).getByText('VIP 2')).toBeTruthy();
    // The zone its figures are kept in (issue 43).
    expect(within(r).getByText('Asia/Shanghai')).toBeTruthy();
    expect(within(r).getByText(/(19|20) days left/)).toBeTruthy();
    expect(tab('Console staff')).toBeNull();
    expect(tab('Audit log')).toBeTruthy();

    await user.click(button(r, /View accounts/));
    const drawer = await openDialog();
    expect(await within(drawer).findByText('linmei')).toBeTruthy();
    expect(within(drawer).getByText(/Read only/)).toBeTruthy();
    expect(findButton(drawer, /Add account/)).toBeNull();
    expect(findButton(drawer, 'Edit')).toBeNull();
    expect(findButton(drawer, 'Disable')).toBeNull();
    expect((bodies['/user/query/1/20']!.at(-1) as { shopId: number }).shopId).toBe(1);
  });

  it('asks before marking a store invalid', async () => {
    const bodies = serve({ '/shop/updateStatus/1/0': { ...DEMO_STORE, status: 0 } });
    open(buildUser({ kind: 'platform', shopInfo: null, access: ['users', 'audit'] }));
    await screen.findByText('Demo Store');
    await user.click(button(row('Demo Store'), 'Set invalid'));
    const dialog = await openDialog();
    expect(dialog.textContent).toMatch(/Its console accounts are signed out and can no longer sign in/);
    await user.click(button(dialog, 'Confirm'));
    await waitFor(() => expect(bodies['/shop/updateStatus/1/0']).toHaveLength(1));
  });
});
