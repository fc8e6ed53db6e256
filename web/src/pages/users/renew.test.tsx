import type { TAppUser } from '@skin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, rowOf, user } from '../../test/helpers';
import { cloudInfo } from '../../test/orders';
import { buildUser, renderWithProviders } from '../../test/render';
import UsersPage from '.';

signedInPerTest();

const base: TAppUser = {
  id: 1,
  shopId: 3,
  userType: 2,
  userName: 'tanaka',
  mobile: '81 9012345678',
  status: 1,
  address: '',
  deviceNo: null,
  permanent: false,
  expireTime: '2026-06-01T00:00:00.000Z',
  expired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  closed: false,
  closedAt: null,
  lastAppSignIn: null,
};
const ACCOUNTS: TAppUser[] = [
  base,
  { ...base, id: 2, userName: 'mariag' },
  { ...base, id: 3, userName: 'zhaoyun', permanent: true, expireTime: null },
  { ...base, id: 4, userName: 'linmei', userType: 1 },
  { ...base, id: 5, userName: 'chenjing', closed: true, closedAt: '2026-04-01T00:00:00.000Z', status: 0 },
];

function serve() {
  return fakeApi({
    '/user/query/:page/:pageSize': { list: ACCOUNTS, total: ACCOUNTS.length, page: 1, pageSize: 20 },
    '/shopDevice/query': { list: [], total: 0, page: 1, pageSize: 20 },
    '/cloud/info': cloudInfo(),
    '/userOrder/add': '20260501120000VIEWERORDER1',
  });
}
const checkbox = (name: string) => rowOf(name).querySelector<HTMLInputElement>('input[type="checkbox"]')!;

describe('/users: renewing viewer ends', () => {
  it('picks only renewable viewer ends, shows accounts x price x years, and opens the payment of the new order', async () => {
    const bodies = serve();
    const { router } = renderWithProviders(<UsersPage />, {
      path: '/users',
      user: buildUser({ access: ['users', 'my-orders', 'cloud'] }),
      routes: [{ path: '/payment', element: <div data-testid="payment-page" /> }],
    });
    await screen.findByText('tanaka');
    expect(checkbox('zhaoyun').disabled).toBe(true);
    expect(checkbox('linmei').disabled).toBe(true);
    expect(checkbox('chenjing').disabled).toBe(true);
    expect((button(page(), 'Renew') as HTMLButtonElement).disabled).toBe(true);
    await user.click(checkbox('tanaka'));
    await user.click(checkbox('mariag'));
    expect(page().textContent).toContain('Selected: 2');
    await user.click(button(page(), 'Renew (2)'));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByTestId('renew-total').textContent).toBe('CN¥600.00'));
    const years = within(dialog).getByRole('spinbutton');
    await user.clear(years);
    await user.type(years, '3');
    await waitFor(() => expect(within(dialog).getByTestId('renew-total').textContent).toBe('CN¥1,800.00'));
    expect(dialog.textContent).toContain('2 × CN¥300.00 × 3 years');
    await user.click(button(dialog, 'Confirm and pay'));
    await waitFor(() => expect(bodies['/userOrder/add']).toEqual([{ orderType: 1, userIds: [1, 2], years: 3 }]));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=20260501120000VIEWERORDER1'));
  });

  it.each(['2.5', '11', '-3'])('refuses %s years with the rule: no total, no order, nothing rounded', async (typed) => {
    const bodies = serve();
    renderWithProviders(<UsersPage />, {
      path: '/users',
      user: buildUser({ access: ['users', 'my-orders', 'cloud'] }),
    });
    await screen.findByText('tanaka');
    await user.click(checkbox('tanaka'));
    await user.click(button(page(), 'Renew (1)'));
    const dialog = await openDialog();
    const years = within(dialog).getByRole('spinbutton') as HTMLInputElement;
    await user.clear(years);
    await user.type(years, typed);
    fireEvent.blur(years);
    expect(years.value).toBe(typed);
    expect(dialog.textContent).toContain('Choose whole years from 1 to 10');
    expect(within(dialog).getByTestId('renew-total').textContent).toBe('—');
    expect((button(dialog, 'Confirm and pay') as HTMLButtonElement).disabled).toBe(true);
    expect(bodies['/userOrder/add']).toBeUndefined();
  });

  it('offers no renewal to the platform or to staff without the order codes', async () => {
    serve();
    renderWithProviders(<UsersPage />, { path: '/users', user: buildUser({ access: ['users'] }) });
    await screen.findByText('tanaka');
    expect(rowOf('tanaka').querySelector('input[type="checkbox"]')).toBeNull();
    expect(within(page()).queryByText('Renew')).toBeNull();
  });
});
