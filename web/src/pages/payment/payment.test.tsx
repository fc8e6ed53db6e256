import type { TOrderDetail } from '@skin/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, signedInPerTest } from '../../test/fake-api';
import { button, page, user } from '../../test/helpers';
import { anOrderDetail } from '../../test/orders';
import { buildUser, renderWithProviders } from '../../test/render';
import PaymentPage from '.';

signedInPerTest();
const NO = '20260501120000ABCDEFGHJKLM';

function serve(
  order: TOrderDetail | null,
  pay: object = { action: 'redirect', url: '/api/sandbox/checkout/SBX1', codeUrl: null },
) {
  return fakeApi({
    '/userOrder/get/:orderNo': order ?? refusal(700101, 'The order does not exist'),
    '/userOrder/pay/:orderNo': (body) => ({ orderNo: NO, payMethod: body.payMethod, ...pay }),
  });
}
const open = (path = `/payment?orderNo=${NO}`) =>
  renderWithProviders(<PaymentPage />, {
    path,
    user: buildUser(),
    routes: [
      { path: '/payment/result', element: <div data-testid="result-page" /> },
      { path: '/my-orders', element: <div data-testid="orders-page" /> },
    ],
  });

describe('/payment', () => {
  const assign = vi.fn();
  afterEach(() => {
    assign.mockReset();
    vi.useRealTimers();
  });

  it('shows the order and the methods of its currency; a method must be chosen; Pay opens the checkout', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies = serve(anOrderDetail());
    open();
    expect(await screen.findByTestId('pay-amount')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('CN¥4,000.00');
    expect(page().textContent).toContain('2 TB of cloud space for 1 year');
    for (const m of ['Sandbox (test payment)', 'Alipay', 'WeChat Pay']) expect(screen.getByText(m)).toBeTruthy();
    expect(screen.queryByText('PayPal')).toBeNull();
    await user.click(button(page(), 'Pay CN¥4,000.00'));
    expect(await screen.findByText('A payment method must be chosen')).toBeTruthy();
    expect(bodies[`/userOrder/pay/${NO}`]).toBeUndefined();
    await user.click(screen.getByText('Sandbox (test payment)'));
    await user.click(button(page(), 'Pay CN¥4,000.00'));
    await waitFor(() => expect(bodies[`/userOrder/pay/${NO}`]).toEqual([{ payMethod: 'sandbox' }]));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/SBX1'));
    vi.unstubAllGlobals();
  });

  it('shows a QR code for a method paid on a phone, and moves on once the order is paid', async () => {
    // The page asks again every 2 s while the code is shown: the test moves that clock rather than waiting for it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let paid = false;
    fakeApi({
      '/userOrder/get/:orderNo': () => anOrderDetail(paid ? { orderStatus: 3, payStatus: 2, closesAt: null } : {}),
      '/userOrder/pay/:orderNo': { orderNo: NO, payMethod: 'wechat', action: 'qr', url: null, codeUrl: 'weixin://x' },
    });
    open();
    await user.click(await screen.findByText('WeChat Pay'));
    await user.click(button(page(), 'Pay CN¥4,000.00'));
    expect(await screen.findByTestId('pay-qr')).toBeTruthy();
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByTestId('result-page')).toBeTruthy();
  });

  it('marks the sandbox as a test payment, and warns once it is chosen; real methods carry no mark', async () => {
    serve(anOrderDetail());
    open();
    await screen.findByTestId('pay-amount');
    const sandbox = screen.getByText('Sandbox (test payment)').closest('label')!;
    expect(within(sandbox).getByTestId('test-payment-tag').textContent).toBe('Test');
    expect(screen.getAllByTestId('test-payment-tag')).toHaveLength(1);
    await user.click(screen.getByText('Alipay'));
    expect(screen.queryByTestId('test-payment-notice')).toBeNull();
    await user.click(screen.getByText('Sandbox (test payment)'));
    expect((await screen.findByTestId('test-payment-notice')).textContent).toBe(
      'A test payment: no real money is taken, yet the order is marked paid and what it buys is given.',
    );
  });

  it('says a final order has nothing to pay, and an unknown one does not exist', async () => {
    serve(anOrderDetail({ orderStatus: 3, payStatus: 2, payMethods: [], closesAt: null }));
    const first = open();
    expect(await screen.findByText('This order is Paid: there is nothing to pay.')).toBeTruthy();
    first.unmount();
    serve(null);
    open();
    expect(await screen.findByText('No such order')).toBeTruthy();
  });
});
