import type { APIRequestContext } from '@playwright/test';
import { storeWithCustomer } from './customer-world';
import { expect, signInFast, test } from './fixtures';

/** Her latest visit's id, read as the console does. */
async function firstVisit(request: APIRequestContext, who: { username: string; password: string }, customerId: number) {
  const login = await request.post('/api/login', { data: { username: who.username, password: who.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).datas.access_token}` };
  const res = await request.get(`/api/customer/analyses/${customerId}/1/1`, { headers });
  return (await res.json()).datas.list[0].id as number;
}

/** The pages of a PDF Chromium wrote (each page object is `/Type /Page`, their tree `/Type /Pages`). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test.describe('a customer’s report', () => {
  test('open her report from a visit in her language and print it on A4: the report alone, one or two pages', async ({
    page,
    request,
  }, testInfo) => {
    const { owner, customerId } = await storeWithCustomer(request);
    await signInFast(page, owner);
    await page.goto(`/customers/${customerId}`);

    await test.step('a visit’s report, in her consent’s language (zh-CN)', async () => {
      await page
        .getByTestId('customer-visit')
        .first()
        .getByRole('link', { name: /^Report/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/customers/${customerId}/report\\?analyses=\\d+$`));
      const report = page.getByTestId('report');
      await expect(report).toHaveAttribute('lang', 'zh-CN');
      await expect(report.getByRole('heading', { level: 1 })).toHaveText('皮肤检测报告');
      await expect(report.getByTestId('report-customer')).toHaveText('Wang Fang');
      await expect(report.getByTestId('report-programmes')).toContainText('Clear Skin Peel');
      await expect(report.locator('img.rp-photo')).toHaveCount(1);
      await expect
        .poll(() => report.locator('img.rp-photo').evaluate((i) => (i as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step('printed on A4: the report alone, on one or two pages', async () => {
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      await testInfo.attach('report.pdf', { body: pdf, contentType: 'application/pdf' });
      const pages = pdfPages(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('sider')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });
  });

  test('share her report: a link and QR code a stranger opens without signing in, revoked it is not valid; the comparison’s report', async ({
    page,
    request,
    browser,
  }) => {
    const { owner, customerId } = await storeWithCustomer(request);
    await signInFast(page, owner);
    await page.goto(
      `/customers/${customerId}/report?analyses=${await firstVisit(request, owner, customerId)}&lang=en-US`,
    );
    await expect(page.getByTestId('report')).toBeVisible();

    await test.step('share it: a link and its QR code; a stranger without a session opens it; revoked, it is not valid', async () => {
      await page.getByRole('button', { name: /Share$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Make the link' }).click();
      const link = await dialog.getByTestId('share-link').inputValue();
      expect(link).toMatch(/\/shared-report\?lang=en-US#[A-Za-z0-9_-]{43}$/);
      await expect(dialog.locator('.ant-qrcode canvas, .ant-qrcode svg')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).last().click();

      const stranger = await browser.newContext({ locale: 'en-US' });
      const other = await stranger.newPage();
      await other.goto(link);
      await expect(other.getByTestId('report').getByRole('heading', { level: 1 })).toHaveText('Skin analysis report');
      await expect(other.getByTestId('report-customer')).toHaveText('Wang Fang');
      await expect(other.getByTestId('sider')).toHaveCount(0);

      await page.goto(`/customers/${customerId}`);
      const shares = page.getByTestId('customer-shares');
      await expect(shares.getByTestId('share-openings')).toContainText('127.0.0.1');
      await shares.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(shares).toContainText('Revoked');

      await other.reload();
      await expect(other.getByTestId('shared-invalid')).toContainText('This link is not valid');
      await stranger.close();
    });

    await test.step('the comparison’s report: better, new', async () => {
      await page.goto(`/customers/${customerId}`);
      await page.getByRole('link', { name: 'Report of this comparison' }).click();
      const report = page.getByTestId('report');
      await expect(report.getByRole('heading', { level: 1 })).toHaveText('皮肤对比报告');
      await expect(report.locator('img.rp-photo')).toHaveCount(2);
    });
  });
});
