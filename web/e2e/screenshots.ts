/**
 * Screenshots for a look at the layout: /login, the layout at /users, the change-password and store-profile dialogs,
 * at 1440x900 and 375x812, in zh-CN and en-US. Written to SHOTS_DIR (default /tmp/skin-shots), never to git.
 *
 *   npm run build -w web && PERF_BASE_URL=http://127.0.0.1:8080 npx tsx web/e2e/screenshots.ts
 *
 * With SHOTS_PAGES (a comma list of paths, e.g. `/product-type,/ad-info?language=en-US`) it shoots just
 * those screens, signed in as SHOTS_USER (default demoshop; `platform` for the operator).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { settled } from './settled';

const base = process.env.PERF_BASE_URL ?? 'http://127.0.0.1:8080';
const out = process.env.SHOTS_DIR ?? '/tmp/skin-shots';
fs.mkdirSync(out, { recursive: true });

const USERS: Record<string, string> = { demoshop: 'Demoshop#2026pass', platform: 'Platform#2026pass' };
const user = process.env.SHOTS_USER ?? 'demoshop';
const pages = (process.env.SHOTS_PAGES ?? '').split(',').filter(Boolean);
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: user, password: USERS[user] }),
});
const token = ((await login.json()) as { datas: { access_token: string } }).datas.access_token;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

for (const lang of ['zh-CN', 'en-US']) {
  for (const [w, h] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang, isMobile: w < 600 });
    await context.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load') && errors.push(m.text()));
    const shot = async (name: string) => {
      await settled(page);
      const file = path.join(out, `${name}-${lang}-${w}.png`);
      await page.screenshot({ path: file });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${file}${overflow > 0 ? `  OVERFLOW ${overflow}px` : ''}`);
    };
    if (pages.length) {
      await context.addCookies([{ name: 'admin-token', value: token, url: base }]);
      for (const p of pages) {
        await page.goto(`${base}${p}`);
        await page
          .locator('.ant-table, .ant-empty, .ant-result, .ant-descriptions, [data-testid=report-page]')
          .first()
          .waitFor();
        await shot(`${user}${p.replace(/[/?=&]+/g, '_')}`);
      }
      if (errors.length) console.log('console errors:', errors);
      await context.close();
      continue;
    }
    await page.goto(`${base}/login`);
    await page.locator('form').waitFor();
    await shot('login');
    await page.goto(`${base}/register`);
    await page.locator('form').waitFor();
    await shot('register');

    await context.addCookies([{ name: 'admin-token', value: token, url: base }]);
    await page.goto(`${base}/users`);
    await page
      .getByTestId('side-menu')
      .or(page.getByRole('button', { name: /menu|菜单/i }))
      .first()
      .waitFor();
    await shot('users');
    if (w < 600) {
      await page.getByTestId('menu-toggle').click();
      await shot('drawer');
      await page.keyboard.press('Escape');
      await page.locator('.sc-drawer').waitFor({ state: 'hidden' });
    }
    await page.getByTestId('user-menu').click();
    await shot('user-menu');
    await page.getByRole('menuitem', { name: /修改密码|Change password/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button').last().click(); // submit empty: show the messages
    await shot('password');
    if (user !== 'platform') {
      // The store's profile: its time zone (issue 43).
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: /店铺资料|Store profile/ }).click();
      await page.getByRole('dialog').waitFor();
      await shot('store-profile');
    }
    if (errors.length) console.log('console errors:', errors);
    await context.close();
  }
}
await browser.close();
