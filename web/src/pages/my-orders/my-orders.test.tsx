import type { AccessCode, TOrder } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, rowOf, user } from '../../test/helpers';
import { anOrder, anOrderDetail } from '../../test/orders';
import { buildUser, renderWithProviders } from '../../test/render';
import MyOrdersPage from '.';

signedInPerTest();

const PENDING = anOrder({ orderNo: '20260501120000PENDINGORDER1' });
const PAID = anOrder({
  orderNo: '20260401090000PAIDORDER0001',
  orderType: 1,
  orderStatus: 3,
  payStatus: 2,
  payMethod: 'alipay',
  quantity: 2,
  unitPrice: 30000,
  years: 2,
  orderAmount: 120000,
  payAmount: 120000,
  paidAt: '2026-04-01T09:04:00.000Z',
  closesAt: null,
  shopName: 'Second Store',
});

function serve(orders: TOrder[] = [PENDING, PAID]) {
  return fakeApi({
    '/userOrder/query/:page/:pageSize': { list: orders, total: orders.length, capped: false, page: 1, pageSize: 20 },
    '/userOrder/get/:orderNo': (_body, { params }) => {
      const o = orders.find((x) => x.orderNo === params.orderNo);
      return o ? anOrderDetail(o) : refusal(700101, 'The order does not exist');
    },
    '/userOrder/cancel/:orderNo': anOrderDetail({
      ...PENDING,
      orderStatus: 4,
      cancelledAt: '2026-05-01T12:10:00.000Z',
      closesAt: null,
    }),
    '/userOrder/refund/:orderNo': anOrderDetail({
      ...PAID,
      orderStatus: 5,
      payStatus: 3,
      refundedAt: '2026-05-02T00:00:00.000Z',
    }),
    '/shop/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 50 },
  });
}
const queries = (bodies: Record<string, unknown[]>) =>
  Object.entries(bodies)
    .filter(([url]) => url.startsWith('/userOrder/query/'))
    .flatMap(([, b]) => b) as Record<string, unknown>[];

const OWNER: AccessCode[] = ['my-orders', 'cloud', 'users'];
const open = (kind: 'owner' | 'platform' = 'owner', path = '/my-orders') =>
  renderWithProviders(<MyOrdersPage />, {
    path,
    user: buildUser({ access: OWNER, kind }),
    routes: [{ path: '/payment', element: <div data-testid="payment-page" /> }],
  });

describe('/my-orders', () => {
  it('lists orders with what they buy, amount, status and method', async () => {
    serve();
    open();
    expect(await screen.findByText(PENDING.orderNo)).toBeTruthy();
    const row = rowOf(PAID.orderNo);
    expect(within(row).getByText('2 viewer ends for 2 years')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('Alipay')).toBeTruthy();
    expect(row.textContent).toContain('1,200.00');
    expect(within(rowOf(PENDING.orderNo)).getByText('Pending payment')).toBeTruthy();
    // A store sees no store column.
    expect(within(page()).queryByText('Store')).toBeNull();
  });

  it('sends the filters in the body and keeps them in the URL', async () => {
    const bodies = serve();
    const { router } = open();
    await screen.findByText(PENDING.orderNo);
    await user.type(screen.getByPlaceholderText('Part of the number'), 'PAID');
    await user.click(button(page(), 'Search'));
    await waitFor(() => expect(queries(bodies).at(-1)).toMatchObject({ orderNo: 'PAID', orderStatus: null }));
    expect(router.state.location.search).toBe('?orderNo=PAID');
  });

  it('opens the details of an order with every field', async () => {
    serve();
    open();
    await user.click(await screen.findByText(PAID.orderNo));
    const drawer = await openDialog();
    await waitFor(() => expect(drawer.textContent).toContain('Payment complete'));
    for (const text of ['Unit price', '¥300.00', 'Renewal duration', '2 years', 'Payment time', 'Viewer ends renewed'])
      expect(drawer.textContent).toContain(text);
  });

  it('cancels an open order only after confirming, and pays it on the payment page', async () => {
    const bodies = serve();
    const { router } = open();
    await screen.findByText(PENDING.orderNo);
    await user.click(button(rowOf(PENDING.orderNo), 'Cancel order'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(`Cancel order ${PENDING.orderNo}?`);
    expect(bodies[`/userOrder/cancel/${PENDING.orderNo}`]).toBeUndefined();
    await user.click(button(dialog, 'Cancel order'));
    await waitFor(() => expect(bodies[`/userOrder/cancel/${PENDING.orderNo}`]).toHaveLength(1));
    // A paid order has neither Pay nor Cancel.
    expect(within(rowOf(PAID.orderNo)).queryByText('Cancel order')).toBeNull();
    await user.click(button(rowOf(PENDING.orderNo), 'Pay'));
    await waitFor(() => expect(router.state.location.search).toBe(`?orderNo=${PENDING.orderNo}`));
  });

  it('shows the platform every store, with a store column and Refund of paid orders (no Pay, no Cancel)', async () => {
    const bodies = serve();
    open('platform');
    await screen.findByText(PAID.orderNo);
    expect(within(page()).getAllByText('Store').length).toBeGreaterThan(0);
    expect(within(rowOf(PAID.orderNo)).getByText('Second Store')).toBeTruthy();
    expect(within(rowOf(PENDING.orderNo)).queryByText('Pay')).toBeNull();
    await user.click(button(rowOf(PAID.orderNo), 'Refund'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('¥1,200.00 goes back to the store through Alipay');
    await user.type(within(dialog).getByRole('textbox'), 'Bought twice');
    await user.click(button(dialog, 'Refund'));
    await waitFor(() => expect(bodies[`/userOrder/refund/${PAID.orderNo}`]).toEqual([{ reason: 'Bought twice' }]));
  });

  it('says "+" after a total the server counted only up to its cap', async () => {
    fakeApi({
      '/userOrder/query/:page/:pageSize': { list: [PENDING], total: 10000, capped: true, page: 1, pageSize: 20 },
      '/shop/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 50 },
    });
    open('platform');
    await screen.findByText(PENDING.orderNo);
    expect(page().textContent).toContain('Total: 10000+');
  });

  it('says what will appear, and leads to renewing, when there are no orders', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(button(page(), 'Renew cloud space')).toBeTruthy();
    expect(button(page(), 'Renew viewer ends')).toBeTruthy();
  });

  it('opens the order a link names (?orderNo=)', async () => {
    const bodies = serve();
    open('owner', `/my-orders?orderNo=${PAID.orderNo}`);
    const drawer = await openDialog();
    await waitFor(() => expect(drawer.textContent).toContain(`Order ${PAID.orderNo}`));
    await waitFor(() => expect(queries(bodies).at(-1)).toMatchObject({ orderNo: PAID.orderNo }));
  });

  it("shows, on a pending viewer-end renewal, each account's expiry now and what paying now makes it", async () => {
    const pending = anOrder({ orderNo: '20261126120000PENDINGVIEWER', orderType: 1, quantity: 2, years: 2 });
    fakeApi({
      '/userOrder/query/:page/:pageSize': { list: [pending], total: 1, capped: false, page: 1, pageSize: 20 },
      '/userOrder/get/:orderNo': anOrderDetail({
        ...pending,
        items: [
          {
            userId: 1,
            userName: 'tanaka',
            expireBefore: null,
            expireAfter: null,
            currentExpire: '2026-12-10T12:00:00.000Z',
            permanent: false,
            expireIfPaid: '2028-12-10T12:00:00.000Z',
          },
          {
            userId: 2,
            userName: 'linmei',
            expireBefore: null,
            expireAfter: null,
            currentExpire: null,
            permanent: true,
            expireIfPaid: null,
          },
        ],
      }),
    });
    open('owner', `/my-orders?orderNo=${pending.orderNo}`);
    const drawer = await openDialog();
    const accounts = await within(drawer).findByTestId('order-accounts');
    expect([...accounts.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'User name',
      'Expiry now',
      'New expiry if paid now',
    ]);
    const row = (name: string) => within(accounts).getByText(name).closest('tr') as HTMLElement;
    expect(row('tanaka').textContent).toBe('tanaka2026-12-102028-12-10');
    expect(row('linmei').textContent).toBe('linmeiNonePermanent: not extended');
    expect(drawer.textContent).toContain('Paying extends each account from its current expiry');
  });
});
