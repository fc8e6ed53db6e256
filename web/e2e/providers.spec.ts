import type { Page } from '@playwright/test';
import { expect, registerStore, signInFast, test, testServerDoors } from './fixtures';

/** Signs in as a new store, renews its cloud space from /cloud and lands on the payment page. */
async function renewCloudAndGoToPayment(page: Page, store: { username: string; password: string }) {
  await signInFast(page, store);
  await page.goto('/cloud');
  await page.getByRole('button', { name: 'Renew for one year' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNo=/);
}

/**
 * Paying through the real providers' protocols, against the local fake gateways the test server starts
 * (server/test/fakes): the payer leaves the console for the gateway's page and comes back to the result page.
 */
test.describe('paying through Alipay and PayPal', () => {
  test('a CNY store renews cloud space with Alipay: the gateway page, then the result page says paid', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    await renewCloudAndGoToPayment(page, store);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    // A CNY order: Alipay and WeChat Pay are offered, PayPal is not.
    await expect(page.getByText('WeChat Pay', { exact: true })).toBeVisible();
    await expect(page.getByText('PayPal', { exact: true })).toHaveCount(0);
    await page.getByText('Alipay', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay / }).click();

    // Alipay's page (the fake gateway, reached through the RSA2-signed page-pay URL).
    await expect(page.getByRole('heading', { name: 'Fake Alipay' })).toBeVisible();
    await expect(page.getByTestId('alipay-amount')).toHaveText('2000.00 CNY');
    await page.getByRole('button', { name: 'Pay with Alipay' }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/result\\?orderNo=${orderNo}`));
    await expect(page.getByText('Payment complete')).toBeVisible();
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page.getByRole('dialog')).toContainText('Alipay');
  });

  test('a USD store renews cloud space with PayPal: approve at PayPal, captured on return, paid', async ({ page }) => {
    const store = await registerStore(page.request, '1');
    await renewCloudAndGoToPayment(page, store);
    await expect(page.getByTestId('pay-amount')).toHaveText('$300.00');
    // A USD order: PayPal (and the sandbox), not Alipay or WeChat Pay.
    await expect(page.getByText('Alipay', { exact: true })).toHaveCount(0);
    await page.getByText('PayPal', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { name: 'Fake PayPal' })).toBeVisible();
    await expect(page.getByTestId('paypal-amount')).toHaveText('300.00 USD');
    await page.getByRole('button', { name: 'Approve with PayPal' }).click();

    await expect(page).toHaveURL(/\/payment\/result\?orderNo=/);
    await expect(page.getByText('Payment complete')).toBeVisible();
  });

  test('a payer who cancels at PayPal comes back to a result page that says so, and can pay again', async ({
    page,
  }) => {
    const store = await registerStore(page.request, '1');
    await renewCloudAndGoToPayment(page, store);
    await page.getByText('PayPal', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/payment\/result\?orderNo=.*cancelled=1/);
    await expect(page.getByText('The payment was not completed')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/payment\?orderNo=/);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  });
});

test.describe('paying with WeChat Pay', () => {
  test('a CNY store pays by QR code: the page shows the code, the payer scans and pays, the page moves on', async ({
    page,
  }) => {
    const fakes = testServerDoors();
    const store = await registerStore(page.request);
    await renewCloudAndGoToPayment(page, store);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByText('WeChat Pay', { exact: true }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('pay-qr')).toBeVisible();
    // The payer's phone scans and pays at WeChat Pay, which notifies the server; the page polls and moves on.
    const paid = await page.request.post(`${fakes.wechatpay}/scan/${orderNo}/pay`);
    expect(paid.status()).toBe(204);
    await expect(page).toHaveURL(new RegExp(`/payment/result\\?orderNo=${orderNo}`));
    await expect(page.getByText('Payment complete')).toBeVisible();
  });
});
