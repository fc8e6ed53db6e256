import fs from 'node:fs';
import { DEMO, expect, registerStore, signInFast, test } from './fixtures';

/** Every chart of the screen drawn on its canvas, each once scrolled to (a chart is drawn when it comes on screen). */
async function expectChartsDrawn(page: import('@playwright/test').Page, atLeast: number) {
  await expect(page.getByTestId('data-body')).toBeVisible();
  const charts = page.getByTestId('data-chart');
  await expect(charts.first()).toBeAttached();
  const n = await charts.count();
  expect(n).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < n; i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await expect(charts.nth(i).locator('canvas')).toBeVisible();
  }
}

test.describe('the data centre', () => {
  test('draws the charts on screen while it loads, and one further down when it is scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInFast(page, DEMO.owner);
    await page.goto('/data');
    const charts = page.getByTestId('data-chart');
    await expect(charts.first().locator('canvas')).toBeVisible();
    const last = charts.last();
    await expect(last).toBeAttached();
    expect(await last.evaluate((el) => el.getBoundingClientRect().top > 2 * window.innerHeight)).toBe(true);
    await expect(last.locator('canvas')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('canvas')).toBeVisible();
  });

  test('a store switches range and grouping (kept in the URL) and exports what it sees', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/data');
    await expect(page.getByTestId('fig-accounts')).toContainText('App accounts');
    await expectChartsDrawn(page, 7);
    // The last 30 days by day at first: one point per day on the trends.
    await expect(page.getByRole('radiogroup', { name: 'Group by' }).getByText('By day')).toBeVisible();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/data/overview') && r.status() === 200);
    await page.getByText('Last 12 months', { exact: true }).click();
    const year = await (await answered).json();
    expect(year.datas.grouping).toBe('month');
    expect(year.datas.buckets.length).toBe(12);
    // The view is in the URL in words a person can read and edit.
    await expect(page).toHaveURL(/\/data\?period=12m$/);
    await expect(page.getByTestId('fig-orders')).toContainText(String(year.datas.orders.count));

    const weekly = page.waitForResponse((r) => r.url().endsWith('/api/data/overview') && r.status() === 200);
    await page.getByText('By week', { exact: true }).click();
    expect((await (await weekly).json()).datas.grouping).toBe('week');
    await expectChartsDrawn(page, 7);

    // A reload shows the same view (the URL holds it). The export is checked against what the reloaded screen
    // answered: a store's months are its zone's, and a run across its midnight of the 1st moved the 12 months.
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/data/overview') && r.status() === 200);
    await page.reload();
    const shown = (await (await reloaded).json()).datas;
    expect(shown.grouping).toBe('week');
    await expect(page.getByRole('radiogroup', { name: 'Group by' }).locator('.ant-segmented-item-selected')).toHaveText(
      'By week',
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^data-centre-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}-.*\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r\n/);
    expect(lines[0]).toBe('Scope,Demo Store');
    expect(lines).toContain('Grouped by,By week');
    expect(lines.find((l) => l.startsWith('Orders,'))).toBe(
      `Orders,${shown.orders.count},${shown.orders.countPrev},${lines.find((l) => l.startsWith('Orders,'))!.split(',')[3]}`,
    );
  });

  test('a store sees its new and returning customers and what improved since their first visit', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/data/overview') && r.status() === 200);
    await page.goto('/data?period=12m');
    const c = (await (await answered).json()).datas.customers;
    expect(c.visitors).toBeGreaterThan(0);
    await expect(page.getByTestId('fig-customers-new')).toContainText(`New customers${c.new}`);
    await expect(page.getByTestId('fig-customers-returning')).toContainText(`Returning customers${c.returning}`);
    await expect(page.getByTestId('fig-customers-visits')).toContainText(
      `Visits (analyses with a customer): ${c.visits}`,
    );
    const table = page.getByTestId('data-customers');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toContainText('Improved since first visit');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(c.improved.length);
    const first = c.improved[0];
    await expect(table.getByTestId(`improved-${first.symptomKey}`)).toContainText(
      `${first.improved} / ${first.compared}`,
    );
  });

  test('a new store sees what will appear here, and the way to its first app account', async ({ page }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);
    await page.goto('/data');
    await expect(page.getByText('Nothing to show yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add app accounts' }).click();
    await expect(page).toHaveURL(/\/users/);
  });

  test("a store's figures are in its own zone; its owner changes it on the store profile", async ({ page }) => {
    // A store registered with a US phone starts in New York's zone, whatever the browser's.
    const store = await registerStore(page.request, '1');
    await signInFast(page, store);
    await page.goto('/data');
    const caption = page.locator('.sc-data-zone');
    await expect(caption).toContainText('Days in America/New_York');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Store profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Store profile' });
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Los_Angeles');
    await page.getByTitle('America/Los_Angeles').click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/shop/timeZone') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    await expect(dialog).toBeHidden();
    await expect(caption).toContainText('Days in America/Los_Angeles');
  });

  test('the platform sees every store and their ranking, and one store through the filter', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/data');
    await expect(page.getByTestId('fig-stores')).toContainText('Stores');
    await expectChartsDrawn(page, 8);
    const top = page.locator('.sc-data-chart', { hasText: 'Top stores by revenue' });
    await expect(top).toContainText('Demo Store');
    const one = page.waitForResponse(
      (r) => r.url().endsWith('/api/data/overview') && r.request().postData()!.includes('shopId'),
    );
    await top.getByText('Demo Store').click();
    expect((await (await one).json()).datas.shopName).toBe('Demo Store');
    await expect(page).toHaveURL(/shopId=\d+/);
    await expect(page.getByTestId('fig-stores')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Data centre · Demo Store/ })).toBeVisible();
  });
});

test.describe('the data centre in every language at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN']) {
    test(`${lang}: charts stack, nothing runs off the screen`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
      await signInFast(page, DEMO.owner);
      await page.goto('/data');
      await expectChartsDrawn(page, 7);
      const layout = await page.evaluate(() => {
        const body = document.querySelector<HTMLElement>('[data-testid="data-body"]')!;
        const charts = [...document.querySelectorAll<HTMLElement>('[data-testid="data-chart"]')].map((c) =>
          c.getBoundingClientRect(),
        );
        const clipped = [...document.querySelectorAll<HTMLElement>('.sc-data-figure .ant-statistic-title')]
          .filter((t) => t.scrollWidth > t.clientWidth + 1)
          .map((t) => t.textContent);
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          bodyRight: body.getBoundingClientRect().right,
          // Stacked: every chart starts at the same left edge, one above the other.
          lefts: [...new Set(charts.map((r) => Math.round(r.left)))],
          clipped,
        };
      });
      expect(layout.overflow, 'the page scrolls sideways').toBeLessThanOrEqual(1);
      expect(layout.bodyRight).toBeLessThanOrEqual(390);
      expect(layout.lefts).toHaveLength(1);
      expect(layout.clipped).toEqual([]);
    });
  }
});
