// Analyses recorded through two instances (issue 23), on PostgreSQL: `devices` app accounts of one store (each
// bound to its own device) sign in through `POST /api/app/v1/login`, upload photos (`POST /api/app/v1/files`)
// and record analyses (`POST /api/app/v1/analyses`); every analysis is sent `copies` times with its clientId,
// split across two server processes on one database, all copies at once. Reported: analyses recorded per second,
// requests per second, p50/p99 of the analyses requests, the answers (201 once, 200 duplicate), and the rows per
// clientId in the table (1 each: none doubled), the symptom rows and the photos claimed.
//
//   PG_FAST=0 bash scripts/with-postgres.sh npx tsx server/bench/analyses-ingest.ts [--devices 20] [--per-device 10] [--copies 100]
//
// or `benchAnalysesIngest({ databaseUrl })` from server/bench/run.ts (`npm run bench`). The photo limits (60 per
// device per 10 minutes, 200 per store and 300 per address an hour) bound the photos: every other analysis has one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { makeJpeg } from '../../contract/src/testing/images.js';
import { openDatabase } from '../src/db/client.js';
import { appUsers, shopDevices, shops, symptomLabels } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/crypto.js';
import { seedDemo } from '../src/seed/seed.js';
import { pct, type Running, round, spawnServer, writeResult } from './common.js';

const PASSWORD = 'Bench#Ingest2026x';
const KEYS = ['acne', 'pores', 'spots', 'wrinkles', 'redness', 'oil', 'dryness', 'darkCircles'];

export interface Result {
  name: 'analyses-ingest';
  startedAt: string;
  postgres: string;
  devices: number;
  analyses: number;
  copies: number;
  photos: number;
  requests: number;
  wallMs: number;
  analysesPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  answers: Record<string, number>;
  rows: number;
  /** clientIds with more than one row (must be 0) */
  doubled: number;
  /** clientIds sent and not recorded (must be 0) */
  missing: number;
  symptomRows: number;
  photosClaimed: number;
  machine: { cpus: number; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  file?: string;
}

const log0 = (m: string) => console.error(`[analyses-ingest] ${m}`);

/** A store with `devices` devices, one app account bound to each, and a label tree with KEYS (en-US). */
async function buildStore(databaseUrl: string, devices: number) {
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), poolSize: 2 });
  try {
    await seedDemo(database.db);
    const db = database.db;
    const [shop] = await db
      .insert(shops)
      .values({ name: `Ingest bench ${Date.now()}`, cloudExpireTime: new Date(Date.now() + 365 * 86_400_000) })
      .returning();
    const shopId = shop!.id;
    const deviceNos = Array.from({ length: devices }, (_, i) => `ING-${shopId}-${i}`);
    await db
      .insert(shopDevices)
      .values(deviceNos.map((deviceNo, i) => ({ shopId, deviceNo, deviceName: `Analyser ${i}` })));
    const colours = { mildColor: '#FADB14', moderateColor: '#FA8C16', severeColor: '#F5222D' };
    const [type] = await db
      .insert(symptomLabels)
      .values({ shopId, language: 'en-US', name: 'Skin', ...colours, sort: 0 })
      .returning();
    await db.insert(symptomLabels).values(
      KEYS.map((symptomKey, i) => ({
        shopId,
        language: 'en-US',
        parentId: type!.id,
        name: symptomKey,
        symptomKey,
        ...colours,
        sort: i,
      })),
    );
    const passwordHash = await hashPassword(PASSWORD);
    await db.insert(appUsers).values(
      deviceNos.map((deviceNo, i) => ({
        shopId,
        userType: 1 + (i % 2),
        userName: `ingest${shopId}x${i}`,
        passwordHash,
        deviceNo,
        permanent: true,
      })),
    );
    return { shopId, deviceNos, userNames: deviceNos.map((_, i) => `ingest${shopId}x${i}`) };
  } finally {
    await database.close();
  }
}

async function call(url: string, init: RequestInit & { token?: string }) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(url, { ...init, headers });
  const body = (await res.json().catch(() => null)) as { datas?: Record<string, unknown> } | null;
  return { status: res.status, body };
}

export async function benchAnalysesIngest(opts: {
  databaseUrl: string;
  devices?: number;
  perDevice?: number;
  copies?: number;
  outDir?: string | null;
  log?: (m: string) => void;
}): Promise<Result> {
  const log = opts.log ?? log0;
  const devices = opts.devices ?? 20;
  const perDevice = opts.perDevice ?? 10;
  const copies = opts.copies ?? 100;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = os.loadavg().map(round);
  const { shopId, deviceNos, userNames } = await buildStore(opts.databaseUrl, devices);
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  const version = (await pool.query('show server_version')).rows[0].server_version as string;

  const servers: Running[] = [];
  // A DATA_DIR each (a server locks its own), one object store for both (as one bucket): the second's files/ is
  // the first's.
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-ingest-')));
  fs.mkdirSync(path.join(dataDirs[0]!, 'files'));
  fs.symlinkSync(path.join(dataDirs[0]!, 'files'), path.join(dataDirs[1]!, 'files'));
  try {
    for (const dataDir of dataDirs)
      servers.push(
        await spawnServer(
          'server/src/main.ts',
          {
            DATABASE_URL: opts.databaseUrl,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            NODE_ENV: 'production',
            PAYMENT_PROVIDERS: 'sandbox',
            SERVE_WEB: 'false',
            SEED_DEMO: 'false',
          },
          '/api/health',
        ),
      );
    log(`two instances up (${servers.map((s) => s.url).join(', ')}), ${devices} devices signing in`);
    const ends = await Promise.all(
      deviceNos.map(async (deviceNo, i) => {
        const r = await call(`${servers[i % 2]!.url}/api/app/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: userNames[i], password: PASSWORD, deviceNo }),
        });
        const token = r.body?.datas?.access_token;
        if (r.status !== 200 || typeof token !== 'string') throw new Error(`sign-in ${i}: ${JSON.stringify(r)}`);
        return { deviceNo, token };
      }),
    );

    // Photos first (every other analysis has one), uploaded once each: the duplicates are the analyses'.
    const photo = new Uint8Array(makeJpeg(64, 48));
    const bodies = await Promise.all(
      ends.map(async (end, d) => {
        const out: { token: string; body: string; clientId: string }[] = [];
        for (let k = 0; k < perDevice; k++) {
          const images: string[] = [];
          if (k % 2 === 0) {
            const form = new FormData();
            form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
            const up = await call(`${servers[k % 2]!.url}/api/app/v1/files`, {
              method: 'POST',
              body: form,
              token: end.token,
            });
            if (up.status !== 200) throw new Error(`upload: ${JSON.stringify(up)}`);
            images.push(String(up.body!.datas!.key));
          }
          const n = 1 + ((d + k) % 4);
          const clientId = randomUUID();
          const body = JSON.stringify({
            clientId,
            analysedAt: new Date(Date.now() - (k + 1) * 60_000).toISOString(),
            deviceNo: end.deviceNo,
            symptoms: Array.from({ length: n }, (_, j) => ({
              symptomKey: KEYS[(d + k + j) % KEYS.length],
              degree: 1 + ((d + j) % 3),
            })),
            images,
          });
          out.push({ token: end.token, body, clientId });
        }
        return out;
      }),
    );
    const photos = bodies.flat().filter((b) => b.body.includes('"images":["')).length;
    log(`${photos} photos uploaded; ${devices * perDevice} analyses x ${copies} copies over two instances`);

    // Each device records its analyses one after the other, every analysis's copies all at once, half per instance.
    const times: number[] = [];
    const answers: Record<string, number> = {};
    const t0 = performance.now();
    await Promise.all(
      bodies.map(async (list) => {
        for (const a of list) {
          await Promise.all(
            Array.from({ length: copies }, async (_, c) => {
              const t = performance.now();
              const r = await call(`${servers[c % 2]!.url}/api/app/v1/analyses`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: a.body,
                token: a.token,
              });
              times.push(performance.now() - t);
              const key = r.status === 200 && r.body?.datas?.duplicate ? '200 duplicate' : String(r.status);
              answers[key] = (answers[key] ?? 0) + 1;
            }),
          );
        }
      }),
    );
    const wallMs = performance.now() - t0;
    times.sort((a, b) => a - b);

    const clientIds = bodies.flat().map((b) => b.clientId);
    const { rows: counted } = await pool.query<{ n: number; ids: number }>(
      `select count(*)::int as n, count(distinct client_id)::int as ids from analyses where shop_id = $1`,
      [shopId],
    );
    const { rows: dbl } = await pool.query<{ n: number }>(
      `select count(*)::int as n from (select client_id from analyses where shop_id = $1 group by 1 having count(*) > 1) x`,
      [shopId],
    );
    const { rows: found } = await pool.query<{ n: number }>(
      `select count(*)::int as n from analyses where shop_id = $1 and client_id = any($2::uuid[])`,
      [shopId, clientIds],
    );
    const { rows: sym } = await pool.query<{ n: number }>(
      `select count(*)::int as n from analysis_symptoms where shop_id = $1`,
      [shopId],
    );
    const { rows: claimed } = await pool.query<{ n: number }>(
      `select coalesce(sum(image_count), 0)::int as n from analyses where shop_id = $1`,
      [shopId],
    );
    const analyses = clientIds.length;
    const requests = times.length;
    const result: Result = {
      name: 'analyses-ingest',
      startedAt,
      postgres: version,
      devices,
      analyses,
      copies,
      photos,
      requests,
      wallMs: Math.round(wallMs),
      analysesPerSecond: round(analyses / (wallMs / 1000)),
      requestsPerSecond: round(requests / (wallMs / 1000)),
      p50: round(pct(times, 50)),
      p99: round(pct(times, 99)),
      answers,
      rows: counted[0]!.n,
      doubled: dbl[0]!.n,
      missing: analyses - found[0]!.n,
      symptomRows: sym[0]!.n,
      photosClaimed: claimed[0]!.n,
      machine: { cpus: os.cpus().length, loadavgAtStart, loadavgAtEnd: os.loadavg().map(round) },
    };
    return writeResult(result, 'analyses-ingest', startedAt, opts.outDir);
  } finally {
    for (const s of servers) await s.stop();
    await pool.end();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

export function printAnalysesIngest(r: Result) {
  console.log(
    `\nAnalyses through two instances (PostgreSQL ${r.postgres}): ${r.devices} devices, ${r.analyses.toLocaleString('en-US')} analyses (${r.photos} with a photo) x ${r.copies} copies`,
  );
  console.log(`load average ${r.machine.loadavgAtStart.join(' ')} -> ${r.machine.loadavgAtEnd.join(' ')}`);
  console.log('| analyses/s | requests/s | p50 ms | p99 ms | requests | answers | rows | doubled | missing |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.analysesPerSecond} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.requests.toLocaleString('en-US')} | ${Object.entries(
      r.answers,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')} | ${r.rows} | ${r.doubled} | ${r.missing} |`,
  );
  console.log(`symptom rows ${r.symptomRows}, photos claimed ${r.photosClaimed}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error('set BENCH_DATABASE_URL, or run under scripts/with-postgres.sh');
    process.exit(2);
  }
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const r = await benchAnalysesIngest({
    databaseUrl,
    devices: arg('devices'),
    perDevice: arg('per-device'),
    copies: arg('copies'),
  });
  printAnalysesIngest(r);
  // Pass or fail: every analysis recorded once, every answer a 201 or a duplicate 200.
  const wrong = Object.entries(r.answers).some(([k]) => k !== '201' && k !== '200 duplicate');
  process.exit(r.doubled === 0 && r.missing === 0 && r.rows === r.analyses && !wrong ? 0 : 1);
}
