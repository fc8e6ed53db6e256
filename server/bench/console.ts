// The console's budgets (issue 24), measured on the built console served by the real server on PGlite, in headless
// Chromium on this machine:
//  1. the JavaScript a first visit to /login downloads (every script response, gzipped here at level 6), and /data's;
//  2. the navigation to a usable /users and /data, cold (a fresh browser context each time, signed in; median of 5):
//     menu, tabs and the page's content shown, nothing loading; /data's charts on screen drawn; each /users run
//     followed by one of the reference page (web/bench/floor: antd's Layout, Menu, Tabs, a form and a 20-row
//     table on the console's theme, one script, no data, texts or router), the floor such a screen has on this
//     machine, which says how far a missed budget is the console's and how far the machine's;
//  3. Lighthouse 12 (desktop preset: no CPU or network throttling) on /login, /users and /data: performance,
//     accessibility and best practices, total blocking time (median of `runs`, a cold cache each time).
// Budgets: /login at most 250 KB of gzipped JS, /data's total blocking time under 300 ms, a usable /users under
// 600 ms. `npm run bench` runs it as its last part (`-- --console-only` alone; BENCH_SKIP_CONSOLE=1 skips it); alone:
//
//   npx tsx server/bench/console.ts [--runs 3] [--no-build] [--write-docs] [--base-url http://127.0.0.1:8080]
//
// With --base-url it measures a console already served there (signed in as the demo store owner) instead of
// building and starting one: how the numbers before a change were taken (the old build served with WEB_DIST).
// It builds the console first (npm run build) unless told not to, and with --write-docs (as npm run bench does)
// replaces the generated block of docs/benchmarks.md ("Console budgets") with this run's table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { freePort, ROOT, spawnServer } from './common.js';

export const CONSOLE_BUDGETS = { loginJsKb: 250, dataTbtMs: 300, usersUsableMs: 600 } as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OWNER = { username: 'demoshop', password: 'Demoshop#2026pass' };
const PAGES = ['/login', '/users', '/data'] as const;
type PagePath = (typeof PAGES)[number];

export interface ScriptSizes {
  files: { name: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}
export interface ConsoleResult {
  name: 'console';
  startedAt: string;
  commit: string;
  machine: { cpus: number; cpu: string; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  js: { login: ScriptSizes; data: ScriptSizes };
  usable: Record<'/users' | '/data' | 'reference', { runsMs: number[]; medianMs: number }>;
  lighthouse: Record<PagePath, { runs: LighthouseRun[]; median: LighthouseRun }>;
  budgets: { name: string; limit: string; value: string; met: boolean }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};
const round2 = (x: number) => Math.round(x * 100) / 100;

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const body = (await res.json()) as { datas?: { access_token?: string } };
  if (!body.datas?.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.datas.access_token;
}

async function newContext(browser: Browser, base: string, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('admin-lang', 'en-US'));
  if (token) await context.addCookies([{ name: 'admin-token', value: token, url: base }]);
  return context;
}

/** Every script a first visit to `pathname` downloads, until the network is quiet. */
export async function scriptSizes(
  browser: Browser,
  base: string,
  pathname: string,
  token: string | null,
): Promise<ScriptSizes> {
  const context = await newContext(browser, base, token);
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const files: ScriptSizes['files'] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then((body) => {
        files.push({ name: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
      }),
    );
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (k: 'raw' | 'gzip') => files.reduce((n, f) => n + f[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/**
 * Navigation to a usable page in a fresh context (no cache), signed in: the menu and tabs there, the page has
 * content, nothing loading; on /data the charts on screen have drawn. Median of `runs`.
 */
export async function usableTimes(browser: Browser, base: string, pathname: string, token: string, runs = 5) {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser, base, token);
    const page = await context.newPage();
    await page.goto(`${base}${pathname}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const main = document.querySelector('[data-testid=page]');
        const charts = [...document.querySelectorAll('[data-testid=data-chart]')];
        const ready =
          document.querySelector('[data-testid=side-menu] [role=menuitem]') &&
          document.querySelector('[data-testid=tabs-bar] [role=tab]') &&
          (main?.textContent?.trim().length ?? 0) > 0 &&
          !document.querySelector('[role=status]') &&
          !main?.querySelector('.ant-spin-spinning, .ant-skeleton-active, .sc-loading') &&
          // The charts on screen drawn (one further down is drawn when scrolled to).
          charts.every((c) => c.getBoundingClientRect().top >= window.innerHeight || c.querySelector('canvas'));
        return ready ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    runsMs.push(Math.round((await handle.jsonValue()) as number));
    await context.close();
  }
  return { runsMs, medianMs: median(runsMs) };
}

/** Builds the reference page (web/bench/floor) into a temporary folder and serves it there, as files. */
async function serveReference(log: (m: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-floor-'));
  log('building the reference page (web/bench/floor)');
  execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], {
    cwd: path.join(ROOT, 'web'),
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', FLOOR_OUT: dir },
  });
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    // A URL's path has no `..` left (the URL parser resolves them); the check below is the guard all the same.
    const name = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, name === '/' ? 'index.html' : name);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One cold visit to the reference page, until its menu, tabs and table rows are there. */
async function referenceTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=side-menu] [role=menuitem]') &&
      document.querySelector('[role=tab]') &&
      document.querySelector('tbody tr.ant-table-row')
        ? performance.now()
        : null,
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Math.round((await handle.jsonValue()) as number);
  await context.close();
  return ms;
}

/** Lighthouse (desktop preset) on each page, `runs` times, each on a cold cache; signed in but for /login. */
async function lighthouseRuns(base: string, token: string, runs: number, log: (m: string) => void) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: { width: 1350, height: 940 },
  });
  const out = {} as ConsoleResult['lighthouse'];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const pathname of PAGES) {
      const list: LighthouseRun[] = [];
      let failures = 0;
      for (let i = 0; i < runs; i++) {
        await cdp.send('Network.clearBrowserCache');
        await context.clearCookies();
        if (pathname !== '/login') await context.addCookies([{ name: 'admin-token', value: token, url: base }]);
        // Storage is not reset by Lighthouse (it would drop the sign-in cookie); the cache is cleared above.
        const result = await lighthouse(
          `${base}${pathname}`,
          {
            port,
            output: 'json',
            logLevel: 'error',
            disableStorageReset: true,
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          desktopConfig,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pathname}`);
        if (lhr.runtimeError) {
          // A run Lighthouse could not finish (a page that did not paint in time on a busy machine) has no scores:
          // said, and run again, at most twice for each counted run.
          log(`lighthouse ${pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (++failures > 2 * runs) throw new Error(`Lighthouse failed on ${pathname} too often`);
          i--;
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0));
        const run = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          tbtMs: ms('total-blocking-time'),
          lcpMs: ms('largest-contentful-paint'),
          fcpMs: ms('first-contentful-paint'),
        };
        log(`lighthouse ${pathname} #${i + 1}: ${JSON.stringify(run)}`);
        list.push(run);
      }
      const pick = (k: keyof LighthouseRun) => median(list.map((r) => r[k]));
      out[pathname] = {
        runs: list,
        median: {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          tbtMs: pick('tbtMs'),
          lcpMs: pick('lcpMs'),
          fcpMs: pick('fcpMs'),
        },
      };
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export async function benchConsole(
  opts: { runs?: number; build?: boolean; baseUrl?: string; log?: (m: string) => void } = {},
): Promise<ConsoleResult> {
  const log = opts.log ?? ((m: string) => console.error(`[console] ${m}`));
  const startedAt = new Date().toISOString();
  const loadavgAtStart = os.loadavg().map(round2);
  if (opts.build !== false && !opts.baseUrl) {
    log('building the console (npm run build)');
    execFileSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-console-'));
  // A console already served (another build, to compare), or the real server on a fresh PGlite database.
  const server = opts.baseUrl
    ? { url: opts.baseUrl, stop: async () => {} }
    : await spawnServer(
        'server/src/main.ts',
        {
          DATA_DIR: dataDir,
          DATABASE_URL: undefined,
          SERVE_WEB: 'true',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          PAYMENT_PROVIDERS: 'sandbox',
        },
        '/api/health',
      );
  try {
    const token = await signIn(server.url);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    let js: ConsoleResult['js'];
    let usable: ConsoleResult['usable'];
    try {
      log('JavaScript of a first visit to /login and /data');
      js = {
        login: await scriptSizes(browser, server.url, '/login', null),
        data: await scriptSizes(browser, server.url, '/data', token),
      };
      log('navigation to a usable /users and the reference page in turn, then /data (cold, 5 times each)');
      const reference = await serveReference(log);
      const users: number[] = [];
      const floor: number[] = [];
      try {
        for (let i = 0; i < 5; i++) {
          users.push(...(await usableTimes(browser, server.url, '/users', token, 1)).runsMs);
          floor.push(await referenceTime(browser, reference.url));
        }
      } finally {
        reference.stop();
      }
      usable = {
        '/users': { runsMs: users, medianMs: median(users) },
        '/data': await usableTimes(browser, server.url, '/data', token),
        reference: { runsMs: floor, medianMs: median(floor) },
      };
    } finally {
      await browser.close();
    }
    log(`Lighthouse (desktop) on ${PAGES.join(', ')}, ${opts.runs ?? 3} runs each`);
    const lighthouse = await lighthouseRuns(server.url, token, opts.runs ?? 3, log);
    const kb = (b: number) => b / 1024;
    const budgets = [
      {
        name: 'gzipped JS of a first visit to /login',
        limit: `<= ${CONSOLE_BUDGETS.loginJsKb} KB`,
        value: `${kb(js.login.gzip).toFixed(1)} KB`,
        met: kb(js.login.gzip) <= CONSOLE_BUDGETS.loginJsKb,
      },
      {
        name: "/data's total blocking time (Lighthouse, desktop, median)",
        limit: `< ${CONSOLE_BUDGETS.dataTbtMs} ms`,
        value: `${lighthouse['/data'].median.tbtMs} ms`,
        met: lighthouse['/data'].median.tbtMs < CONSOLE_BUDGETS.dataTbtMs,
      },
      {
        name: 'a usable /users, cold (median of 5)',
        limit: `< ${CONSOLE_BUDGETS.usersUsableMs} ms`,
        value: `${usable['/users'].medianMs} ms`,
        met: usable['/users'].medianMs < CONSOLE_BUDGETS.usersUsableMs,
      },
    ];
    return {
      name: 'console',
      startedAt,
      commit: gitCommit(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? '',
        loadavgAtStart,
        loadavgAtEnd: os.loadavg().map(round2),
      },
      js,
      usable,
      lighthouse,
      budgets,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The run as a Markdown section (what --write-docs puts into docs/benchmarks.md). */
export function consoleMarkdown(r: ConsoleResult): string {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const lh = PAGES.map((p) => {
    const m = r.lighthouse[p].median;
    return `| \`${p}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.tbtMs} ms | ${m.fcpMs} ms | ${m.lcpMs} ms |`;
  });
  return [
    `### ${r.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${r.commit} (load average ${r.machine.loadavgAtStart[0]} at start, ${r.machine.loadavgAtEnd[0]} at the end; ${r.machine.cpus} cores, ${r.machine.cpu})`,
    '',
    '| budget | limit | this run | |',
    '|---|---|---|---|',
    ...r.budgets.map((b) => `| ${b.name} | ${b.limit} | ${b.value} | ${b.met ? 'met' : '**OVER**'} |`),
    '',
    `Lighthouse 12.2.3, desktop preset, median of ${r.lighthouse['/login'].runs.length} runs (cold cache each):`,
    '',
    '| page | performance | accessibility | best practices | total blocking time | first contentful paint | largest contentful paint |',
    '|---|---|---|---|---|---|---|',
    ...lh,
    '',
    `JavaScript of a first visit: \`/login\` ${r.js.login.files.length} files, ${kb(r.js.login.raw)} raw, **${kb(r.js.login.gzip)} gzipped**; \`/data\` ${r.js.data.files.length} files, ${kb(r.js.data.raw)} raw, **${kb(r.js.data.gzip)} gzipped**.`,
    '',
    `Navigation to a usable page (cold context, signed in, median of 5): \`/users\` **${r.usable['/users'].medianMs} ms** (${r.usable['/users'].runsMs.join(', ')}), \`/data\` with the charts on screen drawn **${r.usable['/data'].medianMs} ms** (${r.usable['/data'].runsMs.join(', ')}).`,
    '',
    `The reference page (\`web/bench/floor\`: antd alone, a screen like /users without data, texts or router, one script), each run after one of /users: **${r.usable.reference.medianMs} ms** (${r.usable.reference.runsMs.join(', ')}), this machine's floor for such a screen.`,
  ].join('\n');
}

export function printConsole(r: ConsoleResult) {
  console.log('');
  console.log(consoleMarkdown(r));
}

const START = '<!-- console-budgets:start (npm run bench writes this block) -->';
const END = '<!-- console-budgets:end -->';

/** Replaces the generated block of docs/benchmarks.md with this run (the block is added at the end when missing). */
export function writeConsoleDocs(r: ConsoleResult, file = path.join(ROOT, 'docs/benchmarks.md')) {
  const text = fs.readFileSync(file, 'utf8');
  const block = `${START}\n${consoleMarkdown(r)}\n${END}`;
  const at = text.indexOf(START);
  const next =
    at >= 0
      ? text.slice(0, at) + block + text.slice(text.indexOf(END, at) + END.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const runsAt = argv.indexOf('--runs');
  const baseAt = argv.indexOf('--base-url');
  const result = await benchConsole({
    runs: runsAt >= 0 ? Number(argv[runsAt + 1]) : 3,
    build: !argv.includes('--no-build'),
    baseUrl: baseAt >= 0 ? argv[baseAt + 1] : undefined,
  });
  printConsole(result);
  if (argv.includes('--write-docs')) writeConsoleDocs(result);
  const outDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `console-${result.startedAt.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  process.exit(result.budgets.every((b) => b.met) ? 0 : 1);
}
