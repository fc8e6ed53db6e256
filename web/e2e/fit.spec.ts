import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, signInFast, test } from './fixtures';

// Every test here opens its own screen: they spread over the workers (each keeps its signed-in browsers).
test.describe.configure({ mode: 'parallel' });

const LANGS = ['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'];

/** Every filter label on one line, none cut mid-word, each field wide enough to read (run in the page). */
function measureFilters() {
  const bad: string[] = [];
  const form = document.querySelector<HTMLElement>('[data-testid=page] .su-filters');
  if (!form) return ['no filters'];
  for (const label of form.querySelectorAll<HTMLElement>('.ant-form-item-label > label')) {
    if (!label.textContent?.trim().replace(/\u00a0/g, '')) continue;
    const lh = Number.parseFloat(getComputedStyle(label).lineHeight) || 22;
    if (label.getBoundingClientRect().height > lh * 1.5) bad.push(`filter label wraps: ${label.textContent}`);
    if (label.scrollWidth > label.clientWidth + 1) bad.push(`filter label cut: ${label.textContent}`);
  }
  for (const control of form.querySelectorAll<HTMLElement>('.ant-form-item-control-input')) {
    const w = control.getBoundingClientRect().width;
    if (w > 0 && w < 150) bad.push(`narrow filter field: ${w}px`);
  }
  // Search and Reset end where the form ends (a line of their own included), never a third of the way across.
  const buttons = form.querySelector<HTMLElement>('.su-filters__buttons');
  const end = (buttons?.lastElementChild as HTMLElement | null)?.getBoundingClientRect().right ?? 0;
  const formEnd = form.getBoundingClientRect().right;
  if (buttons && Math.abs(formEnd - end) > 2)
    bad.push(`filter buttons end ${Math.round(formEnd - end)}px before the form`);
  return bad;
}

/** Every store picker's placeholder shown whole (the picker as wide as its words, up to its line). */
function measurePickers() {
  const cut: string[] = [];
  for (const text of document.querySelectorAll<HTMLElement>(
    '[data-testid=page] .su-store-picker .ant-select-placeholder',
  ))
    if (text.scrollWidth > text.clientWidth + 1) cut.push(`store picker placeholder cut: ${text.textContent}`);
  return cut;
}

async function expectFiltersReadable(page: Page, what: string) {
  await expect(page.locator('.su-filters').first()).toBeVisible();
  expect(await page.evaluate(measureFilters), what).toEqual([]);
}

for (const lang of ['en-US', 'es-ES', 'th-TH', 'zh-CN']) {
  test(`${lang}: at 800 px with the menu open the filters stay readable`, async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await expect(page.getByTestId('sider')).toHaveCSS('width', '80px');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sider')).toHaveCSS('width', '256px');
    await expectFiltersReadable(page, `${lang} at 800 px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 800);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

/**
 * Every table of the page at the current width: each column header in at most two lines; a table wider than its
 * area says it scrolls (useTableScrollHints), and at 1440 px the lists people read most (`mustFit`) do not scroll
 * at all; one that does not scroll has no column under its fixed column; a row's action buttons stay on one line.
 */
function measureTables(mustFit: boolean) {
  const issues: string[] = [];
  const page = document.querySelector('[data-testid=page]')!;
  for (const wrapper of page.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
    if (!wrapper.getBoundingClientRect().width) continue;
    const box = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box) continue;
    const heads = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter(
      (th) =>
        th.getBoundingClientRect().width > 0 &&
        !th.classList.contains('ant-table-cell-scrollbar') &&
        !th.classList.contains('ant-table-selection-column'),
    );
    for (const th of heads) {
      const title = th.querySelector('.ant-table-column-title') ?? th;
      const range = document.createRange();
      range.selectNodeContents(title);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      if (lines > 2) issues.push(`header in ${lines} lines: ${th.textContent}`);
    }
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls && mustFit)
      issues.push(
        `scrolls sideways by ${box.scrollWidth - box.clientWidth}px (columns: ${heads
          .map((th) => `${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`)
          .join(', ')})`,
      );
    else if (scrolls && !wrapper.classList.contains('sc-table-scrolls'))
      issues.push('scrolls sideways without saying so');
    const fixed = heads.find((th) => th.classList.contains('ant-table-cell-fix-right'));
    if (!scrolls && fixed) {
      const left = fixed.getBoundingClientRect().left;
      for (const th of heads)
        if (th !== fixed && th.getBoundingClientRect().right > left + 1)
          issues.push(`under the fixed column: ${th.textContent}`);
    }
    for (const cell of wrapper.querySelectorAll<HTMLElement>('tbody td')) {
      const buttons = [...cell.querySelectorAll<HTMLElement>(':scope button, :scope a.ant-btn')].filter(
        (b) => b.getBoundingClientRect().width > 0,
      );
      if (new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size > 1) {
        issues.push(`row actions wrap: ${buttons.map((b) => b.textContent).join(' | ')}`);
        break;
      }
    }
  }
  return issues;
}

/** Card titles (the data centre's charts and figures, every card) shown whole. */
function measureCards() {
  const cut: string[] = [];
  for (const title of document.querySelectorAll<HTMLElement>(
    '[data-testid=page] .ant-card-head-title, [data-testid=page] .ant-statistic-title',
  ))
    if (title.scrollWidth > title.clientWidth + 1) cut.push(`cut: ${title.textContent}`);
  return cut;
}

/**
 * The lists of the walk. `fits`: shows every column at 1440 px in every language, no sideways scroll (the lists
 * people read most: accounts, devices, adverts, complaints, cases, programmes, stores); `filters`: its filter form
 * is checked too.
 */
const FITS = [
  '/users',
  '/shop-device',
  '/ad-info?language=zh-CN',
  '/complaint-type?language=en-US',
  '/complain-info?language=en-US',
  '/treatment-case',
  '/product-type',
];
const LIST_SCREENS: { who: 'owner' | 'platform'; path: string }[] = [
  ...[
    '/users',
    '/users?tab=staff',
    '/users?tab=audit',
    '/shop-device',
    '/symptom-label?language=en-US',
    '/product-type',
    '/treatment-case',
    '/symptom-desc?language=en-US',
    '/ad-info?language=zh-CN',
    '/complaint-type?language=en-US',
    '/complain-info?language=en-US',
    '/my-orders',
    '/cloud',
    '/data',
  ].map((path) => ({ who: 'owner' as const, path })),
  ...['/users', '/shop-device', '/my-orders', '/cloud', '/data'].map((path) => ({ who: 'platform' as const, path })),
];

/**
 * The signed-in browser of a language and side, kept for the tests that follow in this worker: each test opens its
 * screen in a new page of it, with the console's files already in its cache, as a person moving between screens
 * has them (a new browser per test would download every script again: three times the walk's time on a busy
 * machine). One language's pair at a time is kept.
 */
const walk = test.extend<object, { signedIn: (lang: string, who: 'owner' | 'platform') => Promise<BrowserContext> }>({
  signedIn: [
    async ({ browser, testServer }, use) => {
      const made = new Map<string, BrowserContext>();
      await use(async (lang, who) => {
        const key = `${lang} ${who}`;
        const known = made.get(key);
        if (known) return known;
        for (const [k, context] of made)
          if (!k.startsWith(`${lang} `)) {
            await context.close();
            made.delete(k);
          }
        const context = await browser.newContext({
          baseURL: testServer.url,
          locale: 'en-US',
          reducedMotion: 'reduce',
          viewport: { width: 1440, height: 900 },
        });
        await context.addInitScript((l) => localStorage.setItem('admin-lang', l), lang);
        const res = await context.request.post('/api/login', { data: who === 'owner' ? DEMO.owner : DEMO.platform });
        const body = await res.json();
        expect(body.code).toBe(200);
        await context.addCookies([
          { name: 'admin-token', value: body.datas.access_token, url: testServer.url, sameSite: 'Lax' },
        ]);
        made.set(key, context);
        return context;
      });
      for (const context of made.values()) await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A new page of the language's signed-in browser, failing its test on a console error as every page does. */
async function screenOf(
  signedIn: (lang: string, who: 'owner' | 'platform') => Promise<BrowserContext>,
  lang: string,
  who: 'owner' | 'platform',
) {
  const page = await (await signedIn(lang, who)).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  return { page, errors };
}

/**
 * One test per language and screen (and per language and side for the data centre on a phone): each does one
 * screen's work, so its time limit catches a hang, not a busy machine (the whole walk of a language in one test took
 * 4.2 minutes at a load of 10 to 17 and overran a limit of 4).
 */
for (const lang of LANGS) {
  walk.describe(lang, () => {
    for (const { who, path } of LIST_SCREENS) {
      const fits = FITS.includes(path) && (who === 'owner' || path === '/users');
      walk(
        `${who} ${path} at 1440 and 1280 px: headers in two lines at most${fits ? ', every column shown' : ''}, scrolls only saying so`,
        async ({ signedIn }) => {
          const { page, errors } = await screenOf(signedIn, lang, who);
          const found: string[] = [];
          await page.goto(path);
          await expect(page.locator('.ant-table-row, .ant-empty').first()).toBeVisible();
          await expect(page.locator('.ant-skeleton-active, .sc-loading')).toHaveCount(0);
          if (path === '/users') found.push(...(await page.evaluate(measureFilters)));
          for (const width of [1440, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            // The layout as it settles (the scroll hints follow a resize on the next frame; on a busy machine the
            // first measure after the rows appear has seen a table wider than it ends): what stays is the finding.
            const issues = async () => [
              ...(await page.evaluate(measureTables, fits && width === 1440)),
              ...(await page.evaluate(measurePickers)),
            ];
            await expect
              .poll(issues, { timeout: 10_000 })
              .toEqual([])
              .catch(() => undefined);
            found.push(...(await issues()).map((i) => `@${width}: ${i}`));
          }
          await page.close();
          expect(found).toEqual([]);
          expect(errors, 'console errors').toEqual([]);
        },
      );
    }

    for (const who of ['owner', 'platform'] as const) {
      walk(`${who} /data on a phone: every card's title whole, the charts drawn`, async ({ signedIn }) => {
        const { page, errors } = await screenOf(signedIn, lang, who);
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto('/data');
        await expect(page.getByTestId('fig-accounts')).toBeVisible();
        const chart = page.getByTestId('data-chart').first();
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator('canvas')).toBeVisible();
        const cut = [...(await page.evaluate(measureCards)), ...(await page.evaluate(measurePickers))];
        await page.close();
        expect(cut).toEqual([]);
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}
