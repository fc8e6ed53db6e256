// The analysis app's API under load (issue 22), on PostgreSQL:
//   bash scripts/with-postgres.sh npx tsx server/bench/app-feed.ts [--seconds 10]   (or BENCH_DATABASE_URL=...)
// 1. GET /api/app/v1/content at 50 connections, for Demo Store (zh-CN) and for a store with 2,000 labels and 500
//    programmes with images (en-US): revalidated (If-None-Match, 304) and full (200), each next to a bare
//    node:http + pg server issuing the very statements the API issues for it (captured from the repositories:
//    the session with its rules, the versions and, for the full feed, the feed's reads), answering the rows as
//    they come. The reference client (server/device) signs in and takes the first feed and its ETag.
// 2. POST /api/app/v1/login: one device at a time, then 50 devices at once (50 accounts, each from its own
//    address through X-Forwarded-For, so no limit is reached): sign-ins per second and latency. scrypt-bound.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DeviceClient } from '../device/client.js';
import { openDatabase } from '../src/db/client.js';
import {
  appUsers,
  productSymptoms,
  products,
  productTypes,
  shopDevices,
  shops,
  symptomLabels,
} from '../src/db/schema.js';
import { hashPassword, sha256 } from '../src/lib/crypto.js';
import type { ObjectStore } from '../src/lib/storage/index.js';
import { buildFeed, WindowSigner, windowOf } from '../src/modules/app/feed.js';
import { appRepository } from '../src/modules/app/repository.js';
import { DEMO_ACCOUNTS, DEMO_APP_ACCOUNTS, seedDemo } from '../src/seed/seed.js';
import {
  autocannon,
  BENCH_PROXY_SECRET,
  captureSql,
  type LoadStats,
  type Statement,
  startSignedInApi,
} from './common.js';

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('set BENCH_DATABASE_URL or run under scripts/with-postgres.sh');
const argSeconds = process.argv.indexOf('--seconds');
const SECONDS = argSeconds > 0 ? Number(process.argv[argSeconds + 1]) : 10;
const CONNECTIONS = 50;
const PASSWORD = 'Bench#App2026pass';
const log = (m: string) => console.log(m);

/** Big Store: 20 label types x 100 labels in en-US, 10 programme types x 50 programmes (image, 2 symptoms). */
async function buildBigStore(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [shop] = await db
    .insert(shops)
    .values({ name: 'Big Store', cloudExpireTime: new Date(Date.now() + 365 * 86_400_000) })
    .returning();
  const shopId = shop!.id;
  await db.insert(shopDevices).values({ shopId, deviceNo: 'BIG-0000', deviceName: 'Bench device' });
  const colours = { mildColor: '#FADB14', moderateColor: '#FA8C16', severeColor: '#F5222D' };
  for (let t = 0; t < 20; t++) {
    const [type] = await db
      .insert(symptomLabels)
      .values({ shopId, language: 'en-US', name: `Type ${t}`, ...colours, sort: t })
      .returning();
    await db.insert(symptomLabels).values(
      Array.from({ length: 100 }, (_, i) => ({
        shopId,
        language: 'en-US',
        parentId: type!.id,
        name: `Label ${t}-${i}`,
        symptomKey: `k${t}-${i}`,
        ...colours,
        description: `Description of label ${t}-${i}, a sentence or two as the analysis app shows it.`,
        formationReason: 'Why it forms, in a sentence.',
        careSuggestions: 'What to do about it, in a sentence.',
        sort: i,
      })),
    );
  }
  for (let t = 0; t < 10; t++) {
    const [type] = await db
      .insert(productTypes)
      .values({ shopId, name: `Programmes ${t}`, sort: t })
      .returning();
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          shopId,
          typeId: type!.id,
          name: `Programme ${t}-${i}`,
          image: `shops/${shopId}/image/programme-${t}-${i}.png`,
          link: `https://example.com/p/${t}/${i}`,
          advantages: 'Gentle, effective, and quick: a sentence as the console keeps it.',
        })),
      )
      .returning({ id: products.id });
    await db.insert(productSymptoms).values(
      rows.flatMap((p, i) => [
        { productId: p.id, shopId, symptomKey: `k${t}-${i}`, degree: 2, sort: 0 },
        { productId: p.id, shopId, symptomKey: `k${t}-${i + 1}`, degree: 3, sort: 1 },
      ]),
    );
  }
  // 50 working ends for the sign-in load, unbound (any device of the store), and one bound to the device.
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(appUsers).values(
    Array.from({ length: 51 }, (_, i) => ({
      shopId,
      userType: 1,
      userName: `bench${i}`,
      passwordHash,
      deviceNo: i === 50 ? 'BIG-0000' : null,
      permanent: true,
    })),
  );
  await db.execute(sql`analyze`);
  return shopId;
}

/** The statements the API issues for a feed call of `token` (304: the first two; 200: all). */
async function feedStatements(pool: pg.Pool, token: string, shopId: number, language: 'en-US' | 'zh-CN') {
  const signer = new WindowSigner(
    async () => ({ presignGet: async (k: string) => ({ url: k }) }) as unknown as ObjectStore,
  );
  return captureSql(pool, async (db) => {
    await appRepository.findLive(db, sha256(token), new Date());
    const versions = await appRepository.feedVersions(db, shopId, language);
    await buildFeed(db, signer, { shopId, language, window: windowOf(Date.now()) }, versions, 'bench');
  });
}

/** A bare node:http + pg server issuing `statements` as the API does: session, versions, then the rest at once. */
async function serveBareFeed(pool: pg.Pool, statements: Statement[], notModified: boolean) {
  const run = (s: Statement, i: number) =>
    pool.query({ name: `bare_${notModified ? 'n' : 'f'}_${i}`, text: s.text, values: s.params as unknown[] });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        await run(statements[0]!, 0);
        const versions = await run(statements[1]!, 1);
        if (notModified) {
          res.writeHead(304, { etag: `"${sha256(JSON.stringify(versions.rows)).slice(0, 32)}"` }).end();
          return;
        }
        const rest = await Promise.all(statements.slice(2).map((s, i) => run(s, i + 2)));
        const body = JSON.stringify({ code: 200, datas: rest.map((r) => r.rows) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

interface FeedRow {
  store: string;
  kind: '304' | 'full';
  bytes: number;
  api: LoadStats;
  barePg: LoadStats;
}

async function loadFeed(
  o: { store: string; apiUrl: string; token: string; etag: string; bytes: number; language: string },
  pool: pg.Pool,
  statements: Statement[],
): Promise<FeedRow[]> {
  const out: FeedRow[] = [];
  const url = `${o.apiUrl}/api/app/v1/content?language=${o.language}`;
  for (const kind of ['304', 'full'] as const) {
    const headers: Record<string, string> = kind === '304' ? { 'if-none-match': o.etag } : {};
    const target = { connections: CONNECTIONS, token: o.token, headers };
    await autocannon(url, { ...target, seconds: 2 });
    const api = await autocannon(url, { ...target, seconds: SECONDS });
    const wrong = kind === '304' ? api.total - api.n3xx : api.non2xx;
    if (wrong || api.errors) throw new Error(`${o.store} ${kind}: ${wrong} unexpected answers, ${api.errors} errors`);
    const bare = await serveBareFeed(pool, statements, kind === '304');
    let barePg: LoadStats;
    try {
      await autocannon(bare.url, { connections: CONNECTIONS, seconds: 2 });
      barePg = await autocannon(bare.url, { connections: CONNECTIONS, seconds: SECONDS });
    } finally {
      await bare.close();
    }
    log(
      `${o.store}, ${kind === '304' ? 'If-None-Match (304)' : `full (${(o.bytes / 1024).toFixed(0)} KiB)`}: ` +
        `API p50 ${api.p50} ms p99 ${api.p99} ms ${api.rps} req/s | bare pg p50 ${barePg.p50} ms p99 ${barePg.p99} ms ${barePg.rps} req/s`,
    );
    out.push({ store: o.store, kind, bytes: o.bytes, api, barePg });
  }
  return out;
}

/** `workers` devices signing in in a loop for `seconds`, each its own account and address. */
async function signInLoad(apiUrl: string, workers: number, seconds: number) {
  const times: number[] = [];
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(`${apiUrl}/api/app/v1/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${w >> 8}.${w & 255}`,
            'x-proxy-secret': BENCH_PROXY_SECRET,
          },
          body: JSON.stringify({ userName: `bench${w}`, password: PASSWORD, deviceNo: 'BIG-0000' }),
        });
        await res.arrayBuffer();
        if (res.status === 200) times.push(performance.now() - t0);
        else refused++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { workers, perSecond: Math.round((times.length / seconds) * 10) / 10, p50: at(0.5), p99: at(0.99), refused };
}

async function main() {
  const startedAt = new Date();
  log(
    `app-feed bench, ${startedAt.toISOString()}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const admin = new pg.Pool({ connectionString: base, max: 1 });
  await admin.query('drop database if exists skin_bench_app');
  await admin.query('create database skin_bench_app');
  await admin.end();
  const url = base!.replace(/\/[^/]*$/, '/skin_bench_app');
  const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), poolSize: 10 });
  await seedDemo(database.db);
  const bigShopId = await buildBigStore(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-app-'));
  const api = await startSignedInApi(database, {
    databaseUrl: url,
    poolSize: 10,
    dataDir,
    who: DEMO_ACCOUNTS.demoshop,
    // Each device its own address, as the proxy would say it (production believes only the proxy's word).
    env: { TRUST_PROXY: 'true', PROXY_SECRET: BENCH_PROXY_SECRET },
  });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const deviceDir = path.join(dataDir, 'device');
  const rows: FeedRow[] = [];
  try {
    const cases = [
      { store: 'Demo Store', language: 'zh-CN' as const, shopId: null, ...DEMO_APP_ACCOUNTS.linmei },
      {
        store: 'Big Store (2,000 labels, 500 programmes)',
        language: 'en-US' as const,
        shopId: bigShopId,
        userName: 'bench50',
        password: PASSWORD,
        deviceNo: 'BIG-0000',
      },
    ];
    for (const c of cases) {
      const device = DeviceClient.open(deviceDir, c.deviceNo);
      const signedIn = await device.login(api.url, c.userName, c.password, c.deviceNo);
      const first = await device.content(c.language);
      const bytes = Buffer.byteLength(JSON.stringify({ code: 200, message: 'Success', datas: first.content }));
      const statements = await feedStatements(pool, signedIn.access_token, signedIn.shop.id, c.language);
      log(`${c.store}: ${statements.length} statements for a full feed, ETag ${first.etag}`);
      rows.push(
        ...(await loadFeed(
          {
            store: c.store,
            apiUrl: api.url,
            token: signedIn.access_token,
            etag: first.etag,
            bytes,
            language: c.language,
          },
          pool,
          statements,
        )),
      );
    }
    const one = await signInLoad(api.url, 1, Math.min(SECONDS, 5));
    log(`app sign-in, 1 device at a time: ${one.perSecond}/s, p50 ${one.p50} ms, p99 ${one.p99} ms`);
    const many = await signInLoad(api.url, CONNECTIONS, SECONDS);
    log(
      `app sign-in, ${CONNECTIONS} devices at once: ${many.perSecond}/s, p50 ${many.p50} ms, p99 ${many.p99} ms` +
        ` (refused ${many.refused})`,
    );
    log(
      `load average at the end ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    const outDir = path.join(import.meta.dirname, '../../bench-results');
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `app-feed-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ startedAt, feed: rows, signIn: [one, many] }, null, 2)}\n`);
    log(`results in ${path.relative(process.cwd(), file)}`);
  } finally {
    await pool.end();
    await api.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
