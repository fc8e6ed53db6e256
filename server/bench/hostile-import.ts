// Hostile workbooks against the real server (issue 20), part 8 of `npm run bench`, or alone:
//   npx tsx server/bench/hostile-import.ts
// The server (`node --import tsx server/src/main.ts`, PGlite, demo data) runs in its own process. For each hostile
// workbook of server/test/xlsx.ts, the demo store owner posts it to symptomLabel/batchAdd while this process
// sends GET /api/health every 50 ms, whether or not the previous one has answered (a stall counts for every probe
// it holds up); then all of them at once. Reported: each import's answer (status, code, time) and the worst and
// median health answer time while it ran, next to health alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostileLabelWorkbooks } from '../test/xlsx.js';
import { spawnServer, writeResult } from './common.js';

const PROBE_EVERY_MS = 50;
const OWNER = { username: 'demoshop', password: 'Demoshop#2026pass' };

export interface ImportRun {
  workbook: string;
  kib: number;
  status: number;
  code: number;
  importMs: number;
  healthWorstMs: number;
  healthP50Ms: number;
  probes: number;
}

export interface Result {
  startedAt: string;
  loadAvgAtStart: number[];
  loadAvgAtEnd: number[];
  cores: number;
  healthAloneWorstMs: number;
  healthAloneP50Ms: number;
  runs: ImportRun[];
  /** every workbook posted at once */
  together: { statuses: Record<string, number>; wallMs: number; healthWorstMs: number; healthP50Ms: number };
  file?: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};
const round = (x: number) => Math.round(x);

/** GET /api/health every 50 ms until `stop` resolves; the answer times (an unanswered probe counts until it answers). */
async function probeHealth(url: string, stop: Promise<unknown>): Promise<number[]> {
  const times: Promise<number>[] = [];
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  while (!done) {
    const t0 = performance.now();
    times.push(
      fetch(`${url}/api/health`).then(
        async (r) => {
          await r.arrayBuffer();
          return performance.now() - t0;
        },
        () => Number.POSITIVE_INFINITY,
      ),
    );
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  return Promise.all(times);
}

async function postImport(url: string, token: string, data: Buffer) {
  const form = new FormData();
  form.append('language', 'en-US');
  form.append('file', new Blob([data as unknown as BlobPart]), 'labels.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${url}/api/symptomLabel/batchAdd`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-lang': 'en-US' },
    body: form,
  });
  const body = (await res.json().catch(() => ({ code: -1 }))) as { code: number };
  return { status: res.status, code: body.code, ms: performance.now() - t0 };
}

export async function benchHostileImport(o: { outDir?: string | null; log?: (m: string) => void } = {}) {
  const log = o.log ?? ((m: string) => console.error(`[hostile-import] ${m}`));
  const startedAt = new Date().toISOString();
  const loadAvgAtStart = os.loadavg().map((x) => Math.round(x * 100) / 100);
  log('building the hostile workbooks');
  const hostile = hostileLabelWorkbooks('en-US');
  const workbooks: [string, Buffer][] = Object.entries(hostile).map(([name, make]) => [name, make()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-hostile-'));
  const server = await spawnServer(
    'server/src/main.ts',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      SEED_DEMO: 'true',
    },
    '/api/health',
  );
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const token = ((await login.json()) as { datas: { access_token: string } }).datas.access_token;

    log('health alone, 3 s');
    const alone = await probeHealth(server.url, new Promise((r) => setTimeout(r, 3000)));
    const runs: ImportRun[] = [];
    for (const [name, data] of workbooks) {
      const importing = postImport(server.url, token, data);
      const health = await probeHealth(server.url, importing);
      const r = await importing;
      runs.push({
        workbook: name,
        kib: round(data.length / 1024),
        status: r.status,
        code: r.code,
        importMs: round(r.ms),
        healthWorstMs: round(Math.max(...health)),
        healthP50Ms: round(median(health)),
        probes: health.length,
      });
      log(`${name}: ${r.status} ${r.code} in ${round(r.ms)} ms; health worst ${round(Math.max(...health))} ms`);
    }

    log('every workbook at once');
    const t0 = performance.now();
    const all = Promise.all(workbooks.map(([, data]) => postImport(server.url, token, data)));
    const health = await probeHealth(server.url, all);
    const statuses: Record<string, number> = {};
    for (const r of await all) statuses[`${r.status} ${r.code}`] = (statuses[`${r.status} ${r.code}`] ?? 0) + 1;
    const result: Result = {
      startedAt,
      loadAvgAtStart,
      loadAvgAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
      cores: os.cpus().length,
      healthAloneWorstMs: round(Math.max(...alone)),
      healthAloneP50Ms: round(median(alone)),
      runs,
      together: {
        statuses,
        wallMs: round(performance.now() - t0),
        healthWorstMs: round(Math.max(...health)),
        healthP50Ms: round(median(health)),
      },
    };
    return writeResult(result, 'hostile-import', startedAt, o.outDir);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printHostileImport(r: Result) {
  console.log(
    `Hostile workbooks through symptomLabel/batchAdd (PGlite, ${r.cores} cores, load ${r.loadAvgAtStart[0]} at start, ${r.loadAvgAtEnd[0]} at end); GET /api/health every ${PROBE_EVERY_MS} ms`,
  );
  console.log(`  health alone: p50 ${r.healthAloneP50Ms} ms, worst ${r.healthAloneWorstMs} ms`);
  const head = ['workbook', 'KiB', 'answer', 'import ms', 'health p50', 'health worst'];
  const rows = r.runs.map((x) => [
    x.workbook,
    String(x.kib),
    `${x.status} ${x.code}`,
    String(x.importMs),
    `${x.healthP50Ms} ms`,
    `${x.healthWorstMs} ms`,
  ]);
  rows.push([
    'all at once',
    '',
    Object.entries(r.together.statuses)
      .map(([k, n]) => `${n}x ${k}`)
      .join(', '),
    String(r.together.wallMs),
    `${r.together.healthP50Ms} ms`,
    `${r.together.healthWorstMs} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
  const line = (x: string[]) =>
    `  ${x.map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  for (const x of rows) console.log(line(x));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchHostileImport().then(
    (r) => {
      printHostileImport(r);
      if (r.file) console.log(`\nwritten ${path.relative(process.cwd(), r.file)}`);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
