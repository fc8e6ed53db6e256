import { DEMO, expect, signIn, signInFast, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const noHorizontalOverflow = async (page: import('@playwright/test').Page) => {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  expect(widths.body).toBeLessThanOrEqual(widths.view);
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

test('the public pages fit a phone in every language', async ({ page }) => {
  for (const lang of ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN']) {
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    for (const path of ['/login', '/register', '/forget']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await noHorizontalOverflow(page);
    }
  }
});

test('tablet width keeps the menu collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signInFast(page, DEMO.expired);
  await page.goto('/users');
  await expect(page.getByTestId('sider')).toHaveCSS('width', '80px');
  await noHorizontalOverflow(page);
});
