// Photo retention at scale (issue 42 item 6), on PostgreSQL: BENCH_RETENTION analyses (default 1,000,000) of one
// store, each with two photos and their thumbnails (stored_files rows, counted in the store's ossSize) made 30 months
// ago, past the default 24-month limit; then the retention job (`cloud.retention.run()`, batches of
// PHOTO_RETENTION.batch analyses per transaction) frees them all. Reports analyses, files and bytes freed per second,
// and checks that ossSize fell by exactly the bytes freed and that no expired analysis keeps a photo. The objects'
// deletion after the commits (the files drain) is not part of the figure: it is the object store's speed.
//
//   PG_FAST=0 scripts/with-postgres.sh npx tsx server/bench/retention-1m.ts
//   BENCH_RETENTION=20000 scripts/with-postgres.sh npx tsx server/bench/retention-1m.ts
//
// or `benchRetention1m({ databaseUrl })` from server/bench/run.ts (`npm run bench`; BENCH_SKIP_RETENTION=1 skips it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PHOTO_RETENTION } from '@skin/contract';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { OutboxSmsSender } from '../src/lib/sms/index.js';
import { seedDemo } from '../src/seed/seed.js';
import { benchConfig, runOnItsOwn, writeResult } from './common.js';

export const RETENTION_ANALYSES = 1_000_000;
const PHOTO_BYTES = 800_000;
const THUMB_BYTES = 20_000;
/** Rows written per statement while loading. */
const CHUNK = 50_000;

export interface Result {
  name: 'retention-1m';
  startedAt: string;
  analyses: number;
  loadMs: number;
  batch: number;
  runMs: number;
  freed: { analyses: number; files: number; bytes: number };
  perSecond: { analyses: number; files: number; bytes: number };
  ossSizeFellBy: number;
  leftWithPhotos: number;
  postgres: string;
  machine: { cpus: number; cpu: string; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  file?: string;
}

export async function benchRetention1m(opts: {
  databaseUrl: string;
  analyses?: number;
  outDir?: string | null;
  log?: (m: string) => void;
}): Promise<Result> {
  const log = opts.log ?? ((m: string) => console.error(`[retention-1m] ${m}`));
  const n = opts.analyses ?? RETENTION_ANALYSES;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = os.loadavg().map((x) => Math.round(x * 100) / 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-retention-'));
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir, poolSize: 4 });
  const bare = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  try {
    await seedDemo(database.db);
    const { rows: who } = await bare.query(
      `select u.id as user_id, u.shop_id, d.device_no from app_users u join shop_devices d on d.shop_id = u.shop_id
       order by u.id limit 1`,
    );
    const { user_id: userId, shop_id: shopId, device_no: deviceNo } = who[0];
    // A store of its own would do as well: the demo store's photos are younger than the limit and stay.
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - 30);
    log(`loading ${n} analyses with 2 photos each (store ${shopId}, made ${at.toISOString().slice(0, 10)})`);
    // Keys of this run's own (a database kept from an earlier run keeps its rows, their photos already freed).
    const prefix = `bench/ret/${Date.now().toString(36)}/`;
    const t0 = performance.now();
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK) - 1;
      const client = await bare.connect();
      try {
        await client.query('begin');
        // The data centre's triggers off while loading (bulk rows, as server/test/factories.ts bulkInsert does).
        await client.query('set local session_replication_role = replica');
        await client.query(
          `insert into analyses (shop_id, client_id, user_id, user_type, device_no, analysed_at, analysed_day,
             image_count, symptoms, images)
           select $1::int, gen_random_uuid(), $2::int, 1, $3::text, $4::timestamptz - make_interval(secs => g), ($4::timestamptz)::date, 2,
             '[{"k":"acne","d":2}]'::jsonb,
             jsonb_build_array(
               jsonb_build_object('key', $7::text || g || '-a.jpg', 'thumbKey', $7::text || g || '-a.thumb.jpg',
                 'size', ${PHOTO_BYTES}, 'width', 1024, 'height', 768),
               jsonb_build_object('key', $7::text || g || '-b.jpg', 'thumbKey', $7::text || g || '-b.thumb.jpg',
                 'size', ${PHOTO_BYTES}, 'width', 1024, 'height', 768))
           from generate_series($5::int, $6::int) g`,
          [shopId, userId, deviceNo, at.toISOString(), from, to, prefix],
        );
        await client.query(
          `insert into stored_files (key, shop_id, purpose, size, content_type, in_use)
           select $4::text || g || s.part || '.jpg', $1::int, 'photo', ${PHOTO_BYTES}, 'image/jpeg', true
             from generate_series($2::int, $3::int) g, (values ('-a'), ('-b')) s(part)
           union all
           select $4::text || g || s.part || '.thumb.jpg', $1::int, 'thumb', ${THUMB_BYTES}, 'image/jpeg', true
             from generate_series($2::int, $3::int) g, (values ('-a'), ('-b')) s(part)`,
          [shopId, from, to, prefix],
        );
        await client.query('update shops set oss_size = oss_size + $2 where id = $1', [
          shopId,
          (to - from + 1) * 2 * (PHOTO_BYTES + THUMB_BYTES),
        ]);
        await client.query('commit');
      } finally {
        client.release();
      }
    }
    await bare.query('analyze analyses; analyze stored_files');
    const loadMs = Math.round(performance.now() - t0);
    const ossBefore = Number((await bare.query('select oss_size from shops where id = $1', [shopId])).rows[0].oss_size);

    const config = benchConfig({ databaseUrl: opts.databaseUrl, dataDir });
    // Manual jobs: the drain of the queued objects waits (the objects were never written; not this figure).
    const deps = createDeps(config, database, new OutboxSmsSender(dataDir), { manualJobs: true });
    log('running the retention job');
    const t1 = performance.now();
    const freed = await deps.cloud.retention.run();
    const runMs = Math.round(performance.now() - t1);
    const ossAfter = Number((await bare.query('select oss_size from shops where id = $1', [shopId])).rows[0].oss_size);
    const left = Number(
      (
        await bare.query(
          `select count(*) as n from analyses where shop_id = $1 and analysed_at < $2 and images <> '[]'`,
          [shopId, new Date(Date.now() - 24 * 31 * 86_400_000)],
        )
      ).rows[0].n,
    );
    const per = (x: number) => Math.round((x * 1000) / Math.max(1, runMs));
    const version = (await bare.query('show server_version')).rows[0].server_version as string;
    const result: Result = {
      name: 'retention-1m',
      startedAt,
      analyses: n,
      loadMs,
      batch: PHOTO_RETENTION.batch,
      runMs,
      freed,
      perSecond: { analyses: per(freed.analyses), files: per(freed.files), bytes: per(freed.bytes) },
      ossSizeFellBy: ossBefore - ossAfter,
      leftWithPhotos: left,
      postgres: version,
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? '',
        loadavgAtStart,
        loadavgAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
      },
    };
    return writeResult(result, 'retention-1m', startedAt, opts.outDir);
  } finally {
    await bare.end();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printRetention1m(r: Result) {
  const mb = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
  console.log(
    `retention-1m: ${r.freed.analyses} analyses, ${r.freed.files} files, ${mb(r.freed.bytes)} freed in ${r.runMs} ms ` +
      `(${r.perSecond.analyses} analyses/s, ${r.perSecond.files} files/s, ${mb(r.perSecond.bytes)}/s; batches of ${r.batch}); ` +
      `ossSize fell by ${mb(r.ossSizeFellBy)}, ${r.leftWithPhotos} expired analyses left with photos`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runOnItsOwn('skin_bench_retention', async (databaseUrl) => {
    const r = await benchRetention1m({ databaseUrl, analyses: Number(process.env.BENCH_RETENTION || 0) || undefined });
    printRetention1m(r);
    const ok = r.freed.analyses === r.analyses && r.ossSizeFellBy === r.freed.bytes && r.leftWithPhotos === 0;
    return ok ? 0 : 1;
  });
}
