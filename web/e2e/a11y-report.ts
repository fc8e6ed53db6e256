/**
 * The accessibility report: axe (WCAG 2.1 A and AA) over every screen, dialog and drawer of walk.ts, for each
 * kind of user, against a running console. Prints violations per screen (nodes by impact, rules) and writes
 * the whole result as JSON. The browser test a11y.spec.ts fails on the serious and critical ones; this is for
 * the numbers (docs/benchmarks.md) and for reading what axe says.
 *
 *   PERF_BASE_URL=http://127.0.0.1:8080 npx tsx web/e2e/a11y-report.ts [out.json]
 */
import fs from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { ACCOUNTS, axe, closeDialog, dialogShown, type Role, SCREENS, screenReady } from './walk';

const base = process.env.PERF_BASE_URL ?? 'http://127.0.0.1:8080';
const out = process.argv[2] ?? '/tmp/skin-a11y.json';

interface Row {
  role: Role;
  screen: string;
  violations: { id: string; impact: string; nodes: number; targets: string[] }[];
}

async function scan(page: Page) {
  const r = await axe(page);
  return r.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? '?',
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1]?.trim()}`),
  }));
}

async function token(who: { username: string; password: string }) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await res.json()) as { datas: { access_token: string } }).datas.access_token;
}

async function walk(browser: Browser, role: Role, rows: Row[]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('admin-lang', 'en-US'));
  if (role !== 'public')
    await context.addCookies([{ name: 'admin-token', value: await token(ACCOUNTS[role]), url: base }]);
  const page = await context.newPage();
  for (const screen of SCREENS[role]) {
    try {
      await page.goto(`${base}${screen.path}`);
      await screenReady(page, screen);
      rows.push({ role, screen: screen.path, violations: await scan(page) });
    } catch (e) {
      console.error(`${role} ${screen.path}: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    for (const dialog of screen.dialogs ?? []) {
      try {
        await dialog.open(page);
        await dialogShown(page);
        rows.push({ role, screen: `${screen.path} [${dialog.name}]`, violations: await scan(page) });
        await closeDialog(page);
      } catch (e) {
        console.error(`${role} ${screen.path} [${dialog.name}]: ${(e as Error).message.split('\n')[0]}`);
        await page.goto(`${base}${screen.path}`);
        await screenReady(page, screen).catch(() => {});
      }
    }
  }
  await context.close();
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Row[] = [];
for (const role of ['public', 'owner', 'staff', 'platform'] as const) await walk(browser, role, rows);
await browser.close();
fs.writeFileSync(out, JSON.stringify(rows, null, 1));

const count = (r: Row, impacts: string[]) =>
  r.violations.filter((v) => impacts.includes(v.impact)).reduce((n, v) => n + v.nodes, 0);
let total = 0;
let severe = 0;
for (const r of rows) {
  const all = r.violations.reduce((n, v) => n + v.nodes, 0);
  total += all;
  severe += count(r, ['serious', 'critical']);
  console.log(
    `${r.role.padEnd(8)} ${r.screen.padEnd(48)} ${String(r.violations.length).padStart(2)} rules ${String(all).padStart(4)} nodes (critical ${count(r, ['critical'])}, serious ${count(r, ['serious'])})  ${r.violations.map((v) => `${v.id}:${v.nodes}`).join(' ')}`,
  );
}
console.log(`\n${rows.length} screens and dialogs: ${total} nodes in violation, ${severe} serious or critical`);
console.log(`written ${out}`);
