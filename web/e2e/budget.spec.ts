import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInFast, test } from './fixtures';

/**
 * The sign-in path's JavaScript budget (docs/benchmarks.md "Console budgets"): what a first visit to /login
 * downloads, gzipped, in total and chunk by chunk, so a change that drags a screen's code, a chart library or every
 * language's texts onto it fails here rather than in a release. A chunk is named by its file without the hash
 * (`vendor-react-B5bglnwH.js` -> `vendor-react`); a chunk not listed may weigh up to `other`.
 */
const TOTAL_KB = 250;
const CHUNK_KB: Record<string, number> = {
  'vendor-react': 100,
  'vendor-data': 30,
  // The entry with everything it imports but the two vendor chunks (vite.config.ts, group `boot`): 51 KB.
  index: 56,
  // What the sign-in page and its layout add to it, with all /login reaches through libraries' indexes
  // (build/console-chunk.ts): 47.7 KB, which were 36.2 KB and six small chunks of 15 KB.
  'sign-in': 52,
  other: 32,
};

/** Every script /login downloads until the network is quiet: name -> gzipped bytes. */
async function loginScripts(page: Page): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const name = new URL(res.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    pending.push(
      res.body().then((body) => {
        sizes.set(name, (sizes.get(name) ?? 0) + gzipSync(body).length);
      }),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('form#login')).toBeVisible();
  await Promise.all(pending);
  return sizes;
}

for (const lang of ['en-US', 'zh-CN', 'th-TH']) {
  test(`a first visit to /login in ${lang} stays within its JavaScript budget`, async ({ page, baseURL }) => {
    // The language as the console keeps it: localStorage, and the cookie the server reads for the index page.
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    await page.context().addCookies([{ name: 'admin-lang', value: lang, url: baseURL! }]);
    const sizes = await loginScripts(page);
    // The page the server sent named the language's files, so they came with the entry's.
    const preloaded = await page
      .locator('link[rel=modulepreload]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded.some((p) => p.includes(`/locale-${lang}-`))).toBe(true);
    expect(preloaded.some((p) => p.includes(`/server-messages-${lang}-`))).toBe(true);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const report = [...sizes].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => `${name} ${kb(bytes)} KB`);
    const total = [...sizes.values()].reduce((n, b) => n + b, 0);
    expect(kb(total), `total gzipped JS on /login:\n${report.join('\n')}`).toBeLessThanOrEqual(TOTAL_KB);
    // In few requests (8 in en-US: the entry's chunk, the two vendor chunks, the sign-in page's, the language's...;
    // 12 in zh-CN with antd's and dayjs' locales; 57 before they were grouped, 14 in en-US before the sign-in chunk
    // took what /login reaches through libraries' indexes).
    expect(sizes.size, report.join('\n')).toBeLessThanOrEqual(12);
    const over = [...sizes]
      .filter(([name, bytes]) => kb(bytes) > (CHUNK_KB[name] ?? CHUNK_KB.other!))
      .map(([name, bytes]) => `${name}: ${kb(bytes)} KB > ${CHUNK_KB[name] ?? CHUNK_KB.other} KB`);
    expect(over, 'chunks past their budget').toEqual([]);
    // What belongs to the signed-in screens stays off the sign-in path.
    const names = [...sizes.keys()];
    expect(
      names.filter((n) =>
        /echarts|ChartCanvas|exceljs|screens|MainLayout|FeedbackHolders|^data$|^console$|^forms$/.test(n),
      ),
    ).toEqual([]);
    expect(names.filter((n) => n.startsWith('server-messages-'))).toEqual([`server-messages-${lang}`]);
  });
}

/**
 * A cold visit to a signed-in screen (nothing cached): its scripts come in few requests. On HTTP/1.1 the browser
 * opens six connections to the server, and 154 small chunks (the automatic splitting's, one per set of screens
 * sharing a module) kept a cold /users waiting on requests rather than bytes; the signed-in screens' shared code is
 * now one chunk and what they share with the other public pages another (build/console-chunk.ts), loaded beside the
 * layout and never on the sign-in path. The screen's dialogs and other tabs, and what only they use, come after
 * its first render (`lazyPart`, src/app/lazy.ts).
 */
test('a cold visit to /users downloads its scripts in few requests, named in the page it opens', async ({ page }) => {
  // The screen's parts load once the browser is idle (hooks/lazyParts.ts): on a busy machine that came before the
  // list's answer, and the dialogs counted as what drawing the list needed. Idle callbacks wait here until the list
  // is drawn, so what came before is what drawing needs, whatever the load.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const w = window as unknown as { requestIdleCallback: (cb: () => void) => number; releaseIdle: () => void };
    w.requestIdleCallback = (cb) => held.push(cb);
    w.releaseIdle = () => {
      for (const cb of held.splice(0)) cb();
      w.requestIdleCallback = (cb) => {
        cb();
        return 0;
      };
    };
  });
  await signInFast(page, DEMO.owner);
  const names: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    names.push(new URL(res.url()).pathname);
    bodies.push(res.text());
  });
  await page.goto('/users');
  await expect(page.getByTestId('accounts-panel').locator('tr.ant-table-row').first()).toBeVisible();
  const beforeDrawn = [...names];
  // contract/'s schemas are the server's: the console runs none, and ships neither them nor zod
  // (build/pure-contract.ts): 95 KB and 40 ms of building schemas on a cold /users when it did.
  const withZod = (await Promise.all(bodies)).flatMap((body, i) => (body.includes('$ZodType') ? [names[i]] : []));
  expect(withZod, 'scripts holding zod').toEqual([]);
  expect(beforeDrawn.filter((n) => /\/console-[\w-]{8}\.js$/.test(n))).toHaveLength(1);
  expect(beforeDrawn.filter((n) => /\/forms-[\w-]{8}\.js$/.test(n))).toHaveLength(1);
  // 154 before the console chunk, 97 before the entry's and the sign-in page's imports were grouped, 58 before
  // what the screens share with the other public pages was one chunk (`forms`), 27 before the sign-in chunk took
  // all /login loads, 20 before the console chunk took the home screen's libraries; 14 now.
  expect(beforeDrawn.length, beforeDrawn.join('\n')).toBeLessThanOrEqual(18);
  // Neither the dialogs nor what only other screens share came before the list was drawn; the dialogs come once
  // the screen is idle, so the first "Add" does not wait for them.
  const later = /\/(AppUserForm|SetPasswordDialog|RenewViewersDialog|StaffPanel|AuditPanel|console-more|forms-more)-/;
  expect(beforeDrawn.filter((n) => later.test(n))).toEqual([]);
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  await expect.poll(() => names.some((n) => /\/AppUserForm-[\w-]{8}\.js$/.test(n)), { timeout: 10_000 }).toBe(true);
  // The page the server sent already named the screen's chunks (server/src/web.ts), console chunk first.
  const preloaded = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  // The language's files first (small, and the first render waits for them), the screens' texts among them.
  expect(preloaded.some((p) => /\/locale-en-US-screens-[\w-]{8}\.js$/.test(p))).toBe(true);
  const mine = preloaded.filter(
    (p) => !/\/(vendor-react|vendor-data|rolldown-runtime|locale-[\w-]+|server-messages-[\w-]+)-[\w-]{8}\.js$/.test(p),
  );
  expect(mine[0]).toMatch(/\/console-[\w-]{8}\.js$/);
  expect(mine.some((p) => /\/users-[\w-]{8}\.js$/.test(p))).toBe(true);
});
