import type { TOrderDetail } from '@skin/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, requests, signedInPerTest } from '../../test/fake-api';
import { button, page, user } from '../../test/helpers';
import { anOrderDetail } from '../../test/orders';
import { buildUser, renderWithProviders } from '../../test/render';
import PaymentResultPage from '.';

signedInPerTest();
const NO = '20260501120000ABCDEFGHJKLM';
const PAID = anOrderDetail({
  orderStatus: 3,
  payStatus: 2,
  payMethod: 'sandbox',
  payAmount: 400000,
  closesAt: null,
  paidAt: '2026-05-01T12:04:00.000Z',
  cloudExpireBefore: '2026-06-01T00:00:00.000Z',
  cloudExpireAfter: '2027-06-01T00:00:00.000Z',
});

function serve(answers: () => TOrderDetail) {
  fakeApi({ '/userOrder/get/:orderNo': answers, '/userOrder/captureOrder/:orderNo': answers });
}
const open = (query = `?orderNo=${NO}`) =>
  renderWithProviders(<PaymentResultPage />, {
    path: `/payment/result${query}`,
    user: buildUser(),
    routes: [
      { path: '/payment', element: <div data-testid="payment-page" /> },
      { path: '/my-orders', element: <div data-testid="orders-page" /> },
      { path: '/cloud', element: <div data-testid="cloud-page" /> },
    ],
  });

describe('/payment/result', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the provider once, waits while the payment is open, then says it is paid and until when', async () => {
    // The page asks again every 2 s: the test moves that clock rather than waiting for it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let paid = false;
    serve(() => (paid ? PAID : anOrderDetail({ orderStatus: 2, payStatus: 1, payMethod: 'sandbox' })));
    open();
    expect(await screen.findByText('Waiting for the payment service')).toBeTruthy();
    expect(requests().filter((c) => c.path.startsWith('/userOrder/captureOrder/'))).toHaveLength(1);
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Payment complete')).toBeTruthy();
    expect(screen.getByTestId('paid-until').textContent).toContain('2027-06-01');
    await user.click(button(page(), 'View order'));
    expect(await screen.findByTestId('orders-page')).toBeTruthy();
  });

  it('says a payment given up at the checkout was not completed, and offers to try again', async () => {
    serve(() => anOrderDetail({ orderStatus: 2, payStatus: 1, payMethod: 'sandbox' }));
    open(`?orderNo=${NO}&cancelled=1`);
    expect(await screen.findByText('The payment was not completed')).toBeTruthy();
    await user.click(button(page(), 'Try again'));
    expect(await screen.findByTestId('payment-page')).toBeTruthy();
  });

  it('says a closed order is closed and leads to renewing again', async () => {
    serve(() => anOrderDetail({ orderStatus: 4, cancelledAt: '2026-05-01T12:30:00.000Z', closesAt: null }));
    open();
    expect(await screen.findByText('Order closed')).toBeTruthy();
    await user.click(button(page(), 'Renew again'));
    await waitFor(() => expect(screen.getByTestId('cloud-page')).toBeTruthy());
  });
});
