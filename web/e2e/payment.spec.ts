import { DEMO, expect, registerStore, signInFast, test, tokenOf, uniqueName, uniquePhone } from './fixtures';

/** On the payment page: choose the sandbox, pay, and press Pay on the sandbox's own checkout page. */
async function payWithSandbox(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/payment\?orderNo=/);
  await page.getByText('Sandbox (test payment)').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  // The sandbox gateway's checkout page, served by our server.
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/result\?orderNo=/);
}

test.describe('renewing and paying through the sandbox', () => {
  test('a store renews cloud space from /cloud: confirm the price, pay, and see the new expiry on the result page', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);
    await page.goto('/cloud');
    await expect(page.getByText('Your store’s first year is free', { exact: false })).toBeVisible();
    const expiry = await page.locator('.ant-statistic').nth(1).locator('.ant-statistic-content').innerText();
    await page.getByRole('button', { name: 'Renew for one year' }).click();
    const confirm = page.getByRole('dialog', { name: 'Renew cloud space for one year?' });
    await expect(confirm).toContainText('1 TB × CN¥2,000.00 = CN¥2,000.00');
    await confirm.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByTestId('pay-amount')).toHaveText('CN¥2,000.00');
    await payWithSandbox(page);

    await expect(page.getByText('Payment complete')).toBeVisible();
    const next = new Date(`${expiry}T00:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    await expect(page.getByTestId('paid-until')).toContainText(next.toISOString().slice(0, 4));

    // The order is paid on /my-orders, and /cloud has no pending order.
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/my-orders\?orderNo=/);
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('Payment complete');
    await expect(drawer).toContainText('Sandbox (test payment)');
  });

  test('a store renews two viewer ends for two years from /users and pays', async ({ page }) => {
    const store = await registerStore(page.request);
    const token = await tokenOf(page, store);
    const names = [uniqueName('viewa'), uniqueName('viewb')];
    for (const userName of names) {
      const res = await page.request.post('/api/user/add', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          userType: 2,
          userName,
          mobile: uniquePhone(),
          password: 'Viewer#End2026pw',
          expireTime: '2030-01-01',
        },
      });
      expect((await res.json()).code).toBe(200);
    }
    await signInFast(page, store);
    await page.goto('/users');
    for (const name of names)
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('checkbox')
        .check();
    await page.getByRole('button', { name: 'Renew (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew viewer ends' });
    await dialog.getByRole('spinbutton').fill('2');
    await expect(dialog.getByTestId('renew-total')).toHaveText('CN¥1,200.00');
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByTestId('pay-amount')).toHaveText('CN¥1,200.00');
    await payWithSandbox(page);
    await expect(page.getByText('Payment complete')).toBeVisible();
    for (const name of names)
      await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('2032-01-01');
  });

  test('in Chinese: the sandbox is marked as a test payment and its checkout page speaks Chinese', async ({ page }) => {
    // A viewer end of the demo store of its own (no store is registered: the run's codes per address are few).
    const token = await tokenOf(page, DEMO.owner);
    const auth = { authorization: `Bearer ${token}` };
    const userName = uniqueName('viewzh');
    const added = await page.request.post('/api/user/add', {
      headers: auth,
      data: { userType: 2, userName, mobile: uniquePhone(), password: 'Viewer#End2026pw', expireTime: '2030-01-01' },
    });
    expect((await added.json()).code).toBe(200);
    const found = await page.request.post('/api/user/query/1/10', { headers: auth, data: { userName } });
    const viewerId = ((await found.json()).datas.list as { id: number }[])[0]!.id;
    const made = await page.request.post('/api/userOrder/add', {
      headers: auth,
      data: { orderType: 1, userIds: [viewerId], years: 1 },
    });
    const orderNo = (await made.json()).datas as string;
    await signInFast(page, DEMO.owner);
    await page.goto(`/payment?orderNo=${orderNo}`);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const sandbox = page.locator('label').filter({ hasText: '沙箱（测试支付）' });
    await expect(sandbox.getByTestId('test-payment-tag')).toHaveText('测试');
    await sandbox.click();
    await expect(page.getByTestId('test-payment-notice')).toContainText('测试支付：不会扣除真实款项');
    await page.getByRole('button', { name: /^支付 / }).click();

    // The sandbox's own page, in the console's language though the browser says English.
    await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByText('测试支付：不会扣除真实款项。')).toBeVisible();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/result\?orderNo=/);
    await expect(page.getByText('支付完成')).toBeVisible();
  });

  test('the demo owner cancels an unpaid order from /my-orders after confirming', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    const token = await tokenOf(page, DEMO.owner);
    const viewers = await page.request.post('/api/user/query/1/50', {
      headers: { authorization: `Bearer ${token}` },
      data: { userType: 2, permanent: false, closed: false },
    });
    const ids = ((await viewers.json()).datas.list as { id: number }[]).slice(0, 1).map((u) => u.id);
    const made = await page.request.post('/api/userOrder/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { orderType: 1, userIds: ids, years: 1 },
    });
    const orderNo = (await made.json()).datas as string;
    await page.goto('/my-orders');
    await page.getByLabel('Order number').fill(orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row).toContainText('Pending payment');
    await row.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${orderNo}?` });
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${orderNo} cancelled`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
  });
});
