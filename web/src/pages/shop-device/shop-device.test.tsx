import { type AccessCode, MESSAGES, type TShopDevice } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../components/format';
import { formItem, onePage, screenOpener, serveScreen } from '../../test/crud-page';
import { type FakeRoutes, refusal, requests, signedInPerTest } from '../../test/fake-api';
import { button, columnHeader, dialogFromPage, dialogFromRow, findButton, page, rowOf, user } from '../../test/helpers';
import ShopDevicePage from '.';

const device = (over: Partial<TShopDevice>): TShopDevice => ({
  id: 1,
  shopId: 3,
  deviceNo: 'SKN-A1-0001',
  deviceName: 'Front desk analyser',
  createdAt: new Date().toISOString(),
  accountCount: 3,
  enabledAccountCount: 2,
  lastSeenAt: null,
  ...over,
});
const SEEN = '2026-05-04T08:31:00.000Z';
const DEVICES = [
  device({ lastSeenAt: SEEN }),
  device({ id: 2, deviceNo: 'SKN-A1-0002', deviceName: 'Room 2', accountCount: 0, enabledAccountCount: 0 }),
];

const serve = (overrides: FakeRoutes = {}) =>
  serveScreen({ '/shopDevice/query/:page/:pageSize': onePage(DEVICES) }, overrides);

const OWNER: AccessCode[] = ['shop-device', 'shop-device:add', 'shop-device:delete', 'users'];
const open = screenOpener(<ShopDevicePage />, { path: '/shop-device', access: OWNER });

signedInPerTest();

describe('/shop-device', () => {
  it('lists devices with the accounts bound to each', async () => {
    serve();
    open();
    expect(await screen.findByText('SKN-A1-0001')).toBeTruthy();
    expect(within(rowOf('SKN-A1-0001')).getByText('3 (2 enabled)')).toBeTruthy();
    expect(screen.getAllByText('Total: 2').length).toBeGreaterThan(0);
  });

  it("shows each device's last contact with the app, or never", async () => {
    serve();
    open();
    await screen.findByText('SKN-A1-0001');
    expect(columnHeader('Last contact')).toBeTruthy();
    expect(within(rowOf('SKN-A1-0001')).getByText(formatTime(SEEN))).toBeTruthy();
    expect(within(rowOf('SKN-A1-0002')).getByText('Never')).toBeTruthy();
  });

  it("opens a device's analyses with the analysis code (the platform has no such link)", async () => {
    serve();
    const { router } = open(['shop-device', 'analysis'], 'staff');
    await screen.findByText('SKN-A1-0001');
    const link = within(rowOf('SKN-A1-0001')).getByRole('link', { name: 'Analyses made on device SKN-A1-0001' });
    await user.click(link);
    expect(router.state.location.pathname).toBe('/analyses');
    expect(router.state.location.search).toBe('?deviceNo=SKN-A1-0001');
  });

  it('shows no analyses link without the analysis code', async () => {
    serve();
    open(['shop-device', 'shop-device:delete'], 'staff');
    await screen.findByText('SKN-A1-0001');
    expect(within(rowOf('SKN-A1-0001')).queryByRole('link')).toBeNull();
  });

  it('hides add and delete without their codes', async () => {
    serve();
    open(['shop-device', 'users'], 'staff');
    await screen.findByText('SKN-A1-0001');
    expect(findButton(page(), 'Add device')).toBeNull();
    expect(findButton(page(), 'Delete')).toBeNull();
  });

  it('deleting asks first: accounts and permanent viewer ends are disabled, it cannot be undone, how many', async () => {
    const bodies = serve({
      '/shopDevice/delete/SKN-A1-0001': { deviceNo: 'SKN-A1-0001', disabledUserIds: [11, 12] },
    });
    open();
    await screen.findByText('SKN-A1-0001');
    const dialog = await dialogFromRow('SKN-A1-0001', 'Delete');
    expect(dialog.textContent).toContain('Delete device SKN-A1-0001?');
    expect(dialog.textContent).toContain(
      'The accounts registered with this device and its permanent viewer ends will be disabled. This cannot be undone.',
    );
    expect(dialog.textContent).toContain('Accounts bound to this device: 3, of which 2 enabled will be disabled.');
    const ok = button(dialog, 'Delete device');
    expect(ok.className).toContain('ant-btn-dangerous');
    expect(bodies['/shopDevice/delete/SKN-A1-0001']).toBeUndefined();
    await user.click(ok);
    await waitFor(() => expect(bodies['/shopDevice/delete/SKN-A1-0001']).toHaveLength(1));
    expect(await screen.findByText('Device SKN-A1-0001 deleted; 2 accounts disabled')).toBeTruthy();
  });

  it('the add form prompts for the device number and name, checks the number, and shows a duplicate on its field', async () => {
    const bodies = serve({
      '/shopDevice/add': refusal(400201, 'Device number already exists'),
    });
    open();
    await screen.findByText('SKN-A1-0001');
    const dialog = await dialogFromPage('Add device');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Enter the device number')).toBeTruthy();
    expect(within(dialog).getByText('Enter the device name')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Device number'), 'bad number!');
    await user.type(within(dialog).getByLabelText('Device name'), 'Counter');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText(MESSAGES['en-US'].deviceNoRule)).toBeTruthy();
    expect(bodies['/shopDevice/add']).toBeUndefined();

    await user.clear(within(dialog).getByLabelText('Device number'));
    await user.type(within(dialog).getByLabelText('Device number'), 'SKN-A1-0001');
    await user.click(button(dialog, 'OK'));
    await waitFor(() =>
      expect(bodies['/shopDevice/add']).toEqual([{ deviceNo: 'SKN-A1-0001', deviceName: 'Counter' }]),
    );
    expect(await within(formItem(dialog, 'Device number')).findByText('Device number already exists')).toBeTruthy();
  });

  it('the platform operator picks a store and reads its devices; no add or delete', async () => {
    serve();
    open(['shop-device', 'users', 'shop-device:add', 'shop-device:delete'], 'platform');
    expect(await screen.findAllByText('Choose a store to see its devices')).toBeTruthy();
    expect(screen.getByText(/Adding and deleting devices is up to each store/)).toBeTruthy();
    expect(findButton(page(), 'Add device')).toBeNull();
    expect(requests().some((r) => r.path.startsWith('/shopDevice/'))).toBe(false);
  });
});
