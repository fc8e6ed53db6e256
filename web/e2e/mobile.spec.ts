import { DEMO, expect, signIn, signInFast, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * Nothing wider than the screen. Measured against the viewport's width, not `innerWidth`: a phone browser
 * widens its layout viewport to fit content that sticks out, so `innerWidth` grows with the overflow.
 */
const noHorizontalOverflow = async (page: import('@playwright/test').Page) => {
  const view = page.viewportSize()!.width;
  const widths = await page.evaluate(() => {
    let right = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      // Content inside a scrolling or clipping box (a table in its card, the strip of open tabs, a tab list
      // whose hidden tabs sit behind its "more" button) may be wider: that box scrolls, not the page.
      if (r.width && !el.closest('.ant-table-content, .ant-table-body, .sc-tabs__strip, .ant-tabs-nav-wrap'))
        right = Math.max(right, r.right);
    }
    return { doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, right };
  });
  expect(widths.doc, 'page width').toBeLessThanOrEqual(view);
  expect(widths.body, 'body width').toBeLessThanOrEqual(view);
  expect(widths.right, 'rightmost element').toBeLessThanOrEqual(view + 0.5);
};

test('on a phone the menu is a drawer and nothing overflows', async ({ page }) => {
  await page.goto('/login');
  await noHorizontalOverflow(page);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/users$/);
  await noHorizontalOverflow(page);

  await expect(page.getByTestId('sider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Full screen/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.sc-drawer');
  await expect(drawer.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(drawer.getByRole('menuitem', { name: 'Orders' })).toBeHidden();
  await noHorizontalOverflow(page);
});

// A test per language (the 21 pages in one test overran its 2 minutes at a load of 14).
for (const lang of ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN']) {
  test(`${lang}: the public pages fit a phone`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    for (const path of ['/login', '/register', '/forget']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await noHorizontalOverflow(page);
    }
  });
}

test('tablet width keeps the menu collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signInFast(page, DEMO.expired);
  await page.goto('/users');
  await expect(page.getByTestId('sider')).toHaveCSS('width', '80px');
  await noHorizontalOverflow(page);
});

// One test per language: the four lists of one language are one test's work (all four languages in one test
// overran its 2 minutes at a load of 8).
for (const lang of ['zh-CN', 'en-US', 'es-ES', 'th-TH']) {
  test(`${lang}: every list keeps its row actions in reach, and no page scrolls sideways`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    await signInFast(page, DEMO.owner);
    for (const path of ['/users', '/shop-device', '/complaint-type?language=zh-CN', '/complain-info?language=zh-CN']) {
      await page.goto(path);
      const row = page.locator('.ant-table-row').first();
      await expect(row).toBeVisible();
      await noHorizontalOverflow(page);
      // The row's actions (its first button: a selection checkbox may come before the name) sit within the
      // screen without scrolling the table.
      const actions = row.locator('td button').first();
      await expect(actions).toBeVisible();
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width, `${lang} ${path} actions`).toBeLessThanOrEqual(375);
    }
    // The menu in reach opens the row's actions.
    await page.goto('/users');
    await page.locator('.ant-table-row').first().getByTestId('row-actions').click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
  });
}
