import type { Page } from '@playwright/test';
import { DEMO, expect, menu, signInFast, test } from './fixtures';

/** The users menu entry, the logout text and the title suffix in each language. */
const LANGUAGES = [
  { name: '简体中文', lang: 'zh-CN', users: '用户管理', suffix: '门店后台' },
  { name: '日本語', lang: 'ja-JP', users: 'ユーザー管理', suffix: '店舗管理画面' },
  { name: 'Español', lang: 'es-ES', users: 'Usuarios', suffix: 'Gestión de tienda' },
  { name: 'Bahasa Indonesia', lang: 'id-ID', users: 'Pengguna', suffix: 'Back Office Toko' },
  { name: 'ภาษาไทย', lang: 'th-TH', users: 'ผู้ใช้', suffix: 'ระบบหลังร้าน' },
  { name: 'Tiếng Việt', lang: 'vi-VN', users: 'Người dùng', suffix: 'Quản trị cửa hàng' },
  { name: 'English', lang: 'en-US', users: 'Users', suffix: 'Store Back Office' },
];

/** Picks a language from the switcher (antd's motion is off under a driven browser: one click is enough). */
async function chooseLanguage(page: Page, name: string, lang: string) {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the console switches through all seven languages, Ant Design included, and remembers the choice', async ({
  page,
}) => {
  await signInFast(page, DEMO.owner);
  await page.goto('/users');
  await expect(menu(page).nth(1)).toHaveText('Users');

  for (const l of LANGUAGES) {
    await chooseLanguage(page, l.name, l.lang);
    await expect(menu(page).nth(1)).toHaveText(l.users);
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    await expect(page).toHaveTitle(`${l.users} - ${l.suffix}`);
  }

  // The choice survives a reload; Ant Design's own texts follow (the dialog's close button is labelled by antd).
  await chooseLanguage(page, '简体中文', 'zh-CN');
  await expect(menu(page).nth(1)).toHaveText('用户管理');
  await page.reload();
  await expect(menu(page).nth(1)).toHaveText('用户管理');
  const dialog = page.getByRole('dialog');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('原密码');
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
});

test('the sign-in page follows the browser language, and can be switched', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await context.close();
});

test('an unsupported browser language falls back to English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

for (const lang of ['es-ES', 'id-ID', 'vi-VN']) {
  test(`${lang}: sizes write their decimals as the money beside them does`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    await signInFast(page, DEMO.owner);
    await page.goto('/cloud');
    const usage = page.getByTestId('cloud-usage');
    await expect(usage).toBeVisible();
    const text = (await page.getByTestId('page').textContent()) ?? '';
    // Demo Store's usage is the files it stores: "3,52 MB" beside "2.000,00" (never "3.52 MB" in these languages).
    expect(text).toMatch(/\d,\d{2}\s(KB|MB|GB|TB)/);
    expect(text).not.toMatch(/\d\.\d{2}\s(KB|MB|GB|TB)/);
    expect(text).toMatch(/\d,\d{2}\s?(CN¥|¥|CNY|US\$|\$)|(CN¥|¥|CNY|US\$|\$)\s?[\d.]+,\d{2}/);
    if (lang === 'vi-VN') expect(text.toLowerCase()).not.toContain('không gian đám mây');
  });
}
