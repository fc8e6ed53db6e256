import type { Page } from '@playwright/test';
import { DEMO, expect, signInFast, test } from './fixtures';

const LANGS = ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'];

/** The list on screen shows every column: its table does not scroll, and no column sits under the fixed one. */
async function expectEveryColumnShown(page: Page, what: string) {
  const table = page.locator('.ant-table').first();
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  const fit = await table.evaluate((t) => {
    const box = t.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    const heads = [...t.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.getBoundingClientRect().width > 0);
    const fixed = heads.find((th) => th.classList.contains('ant-table-cell-fix-right'));
    const covered = fixed
      ? heads
          .filter((th) => th !== fixed && !th.classList.contains('ant-table-cell-scrollbar'))
          .filter((th) => th.getBoundingClientRect().right > fixed.getBoundingClientRect().left + 1)
          .map((th) => th.textContent)
      : [];
    return { scroll: box.scrollWidth - box.clientWidth, covered };
  });
  expect(fit.scroll, `${what}: the table scrolls sideways`).toBeLessThanOrEqual(1);
  expect(fit.covered, `${what}: columns under the Actions column`).toEqual([]);
}

/** Every filter label on one line, none cut mid-word, each field wide enough to read. */
async function expectFiltersReadable(page: Page, what: string) {
  const filters = page.locator('.su-filters').first();
  await expect(filters).toBeVisible();
  const report = await filters.evaluate((form) => {
    const bad: string[] = [];
    for (const label of form.querySelectorAll<HTMLElement>('.ant-form-item-label > label')) {
      if (!label.textContent?.trim().replace(/\u00a0/g, '')) continue;
      const lh = Number.parseFloat(getComputedStyle(label).lineHeight) || 22;
      if (label.getBoundingClientRect().height > lh * 1.5) bad.push(`wraps: ${label.textContent}`);
      if (label.scrollWidth > label.clientWidth + 1) bad.push(`cut: ${label.textContent}`);
    }
    for (const control of form.querySelectorAll<HTMLElement>('.ant-form-item-control-input')) {
      const w = control.getBoundingClientRect().width;
      if (w > 0 && w < 150) bad.push(`narrow field: ${w}px`);
    }
    return bad;
  });
  expect(report, what).toEqual([]);
}

// One test per language (each within the default time limit, however loaded the machine), not one loop of seven.
for (const lang of LANGS) {
  test.describe(`in ${lang} at 1440x900`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    });

    test('the account, device, advert and store lists show every column', async ({ page }) => {
      await signInFast(page, DEMO.owner);
      await page.goto('/users');
      await expectEveryColumnShown(page, `${lang} accounts`);
      await expectFiltersReadable(page, `${lang} account filters`);
      await page.goto('/shop-device');
      await expectEveryColumnShown(page, `${lang} devices`);
      await page.goto('/ad-info?language=zh-CN');
      await expectEveryColumnShown(page, `${lang} adverts`);
      await page.context().clearCookies();
      await signInFast(page, DEMO.platform);
      await page.goto('/users');
      await expectEveryColumnShown(page, `${lang} stores`);
      await expectFiltersReadable(page, `${lang} store filters`);
    });

    test('the complaint type, complaint, treatment case and programme lists show every column', async ({ page }) => {
      await signInFast(page, DEMO.owner);
      // Content in English (the demo store has it), the interface in each language.
      await page.goto('/complaint-type?language=en-US');
      await expectEveryColumnShown(page, `${lang} complaint types`);
      await page.goto('/complain-info?language=en-US');
      await expectEveryColumnShown(page, `${lang} complaints`);
      await page.goto('/treatment-case');
      await expectEveryColumnShown(page, `${lang} treatment cases`);
      await page.goto('/product-type');
      await expectEveryColumnShown(page, `${lang} programmes`);
    });
  });
}

test('at 800 px with the menu open the filters stay readable', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  for (const lang of ['en-US', 'es-ES', 'th-TH', 'zh-CN']) {
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    await page.context().clearCookies();
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await expect(page.getByTestId('sider')).toHaveCSS('width', '80px');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sider')).toHaveCSS('width', '256px');
    await expectFiltersReadable(page, `${lang} at 800 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 800);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
