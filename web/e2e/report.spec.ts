import { storeWithCustomer } from './customer-world';
import { expect, signInFast, test } from './fixtures';

/** The pages of a PDF Chromium wrote (each page object is `/Type /Page`, their tree `/Type /Pages`). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test.describe('a customer’s report', () => {
  test('open her report from a visit, print it on A4, switch its language, open the comparison’s', async ({
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

    await test.step('in English when asked, kept in the URL', async () => {
      await page.getByLabel('Report language').click();
      await page.getByTitle('English').click();
      await expect(page).toHaveURL(/lang=en-US/);
      await expect(page.getByTestId('report').getByRole('heading', { level: 1 })).toHaveText('Skin analysis report');
    });

    await test.step('the comparison’s report: better, new', async () => {
      await page.goto(`/customers/${customerId}`);
      await page.getByRole('link', { name: 'Report of this comparison' }).click();
      const report = page.getByTestId('report');
      await expect(report.getByRole('heading', { level: 1 })).toHaveText('皮肤对比报告');
      await expect(report.locator('img.rp-photo')).toHaveCount(2);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdfPages(pdf)).toBeLessThanOrEqual(3);
    });
  });
});
