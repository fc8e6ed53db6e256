/**
 * Screenshots and fit measures of the list screens and the public pages, at the widths and languages given:
 * what sticks out of the viewport, table columns the fixed Actions column covers, filter labels that wrap.
 * Written to SHOTS_DIR (default /tmp/skin-shots), never to git.
 *
 *   PERF_BASE_URL=http://127.0.0.1:8383 LANGS=zh-CN,en-US WIDTHS=1440,800,375 npx tsx web/e2e/fit-shots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { settled } from './settled';

const base = process.env.PERF_BASE_URL ?? 'http://127.0.0.1:8080';
const out = process.env.SHOTS_DIR ?? '/tmp/skin-shots';
const langs = (process.env.LANGS ?? 'zh-CN,en-US').split(',');
const widths = (process.env.WIDTHS ?? '1440,800,375').split(',').map(Number);
const pages = (process.env.PAGES ?? 'login,register,users,shop-device,stores,staff').split(',');
fs.mkdirSync(out, { recursive: true });

async function token(username: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { datas: { access_token: string } }).datas.access_token;
}
const owner = await token('demoshop', 'Demoshop#2026pass');
const platform = await token('platform', 'Platform#2026pass');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Elements sticking out right of the viewport, tables whose columns the fixed column covers, wrapped labels. */
function measure(page: Page) {
  return page.evaluate(() => {
    const view = window.innerWidth;
    const issues: string[] = [];
    const docOver = document.documentElement.scrollWidth - view;
    if (docOver > 0) issues.push(`page scrolls sideways by ${docOver}px`);
    for (const wrap of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      if (wrap.scrollWidth > wrap.clientWidth + 1)
        issues.push(`table scrolls sideways (${wrap.scrollWidth} > ${wrap.clientWidth})`);
    }
    for (const label of document.querySelectorAll<HTMLElement>('.ant-form-item-label > label')) {
      const lh = Number.parseFloat(getComputedStyle(label).lineHeight) || 22;
      if (label.getBoundingClientRect().height > lh * 1.5 && label.offsetParent)
        issues.push(`label wraps: ${label.textContent}`);
    }
    return issues;
  });
}

for (const lang of langs) {
  for (const w of widths) {
    const context = await browser.newContext({
      viewport: { width: w, height: w < 600 ? 812 : 900 },
      locale: lang,
      isMobile: w < 600,
    });
    await context.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    const page = await context.newPage();
    const shot = async (name: string) => {
      await settled(page);
      const file = path.join(out, `${name}-${lang}-${w}.png`);
      await page.screenshot({ path: file, fullPage: w < 600 });
      const issues = await measure(page);
      console.log(`${file}${issues.length ? `\n   ${issues.join('\n   ')}` : ''}`);
    };
    for (const p of pages) {
      if (p === 'login' || p === 'register') {
        await context.clearCookies();
        await page.goto(`${base}/${p}`);
        await page.locator('form').first().waitFor();
        await shot(p);
        continue;
      }
      const who = p === 'stores' ? platform : owner;
      await context.clearCookies();
      await context.addCookies([{ name: 'admin-token', value: who, url: base }]);
      await page.goto(`${base}/${p === 'shop-device' ? 'shop-device' : 'users'}`);
      await page.locator('.ant-table-row, .su-cards, .ant-empty').first().waitFor({ timeout: 15000 });
      if (p === 'staff') {
        await page
          .locator('.ant-tabs-tab')
          .filter({ hasText: /staff|员工|スタッフ|personal|staf|พนักงาน|nhân viên/i })
          .first()
          .click();
      }
      if (w === 800 && process.env.MENU_OPEN) await page.getByTestId('menu-toggle').click();
      await shot(p);
    }
    await context.close();
  }
}
await browser.close();
