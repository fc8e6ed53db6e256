// Symptom labels under load (issue 10), on PostgreSQL:
//   bash scripts/with-postgres.sh npx tsx server/bench/labels-2k.ts      (or BENCH_DATABASE_URL=postgres://...)
// 1. Import of a 5,000-row template through `symptomLabel/batchAdd`: wall time and the server process's peak
//    RSS (process.resourceUsage().maxRSS; server and client share this process, so it is an upper bound).
// 2. `POST /api/symptomLabel/queryAllByShop` for a store with 2,000 labels (plus its types), 50 connections,
//    next to a bare node:http + pg server answering the same rows with the same SQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { shops, symptomLabels } from '../src/db/schema.js';
import { createDeps } from '../src/deps.js';
import { OutboxSmsSender } from '../src/lib/sms/index.js';
import { buildTemplate } from '../src/modules/symptomLabel/template.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/seed.js';
import { AUTOCANNON, benchConfig } from './common.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('set BENCH_DATABASE_URL or run under scripts/with-postgres.sh');

function autocannon(url: string, body: string, seconds: number, token?: string) {
  const args = [AUTOCANNON, '--json', '-c', '50', '-d', String(seconds), '-m', 'POST'];
  args.push('-H', 'content-type=application/json', '-b', body);
  if (token) args.push('-H', `authorization=Bearer ${token}`);
  args.push(url);
  return new Promise<{ rps: number; p50: number; p99: number; non2xx: number }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const j = JSON.parse(out);
      resolve({ rps: Math.round(j.requests.average), p50: j.latency.p50, p99: j.latency.p99, non2xx: j.non2xx });
    });
  });
}

async function main() {
  const admin = new pg.Pool({ connectionString: base, max: 1 });
  await admin.query('drop database if exists skin_bench_labels');
  await admin.query('create database skin_bench_labels');
  await admin.end();
  const url = base!.replace(/\/[^/]*$/, '/skin_bench_labels');
  const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), poolSize: 10 });
  await seedDemo(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-labels-'));
  const config = benchConfig({ databaseUrl: url, dataDir });
  const app = await buildApp(createDeps(config, database, new OutboxSmsSender(dataDir)), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = async (who: keyof typeof DEMO_ACCOUNTS) => {
    const r = await fetch(`${api}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS[who].userName, password: DEMO_ACCOUNTS[who].password }),
    });
    return ((await r.json()) as { datas: { access_token: string } }).datas.access_token;
  };

  // 1. A 5,000-row import by Second Store.
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    type: `Type ${i % 50}`,
    name: `Label ${i}`,
    symptomKey: `key-${i}`,
    colors: ['#FADB14', '#FA8C16', '#F5222D'] as [string, string, string],
    description: `A description of label ${i}, long enough to look like the text of a real template row.`,
    formationReason: 'Sebum, keratin and bacteria.',
    careSuggestions: 'Cleanse gently, moisturise, wear sunscreen.',
  }));
  const file = await buildTemplate('es-ES', rows);
  const second = await login('secondshop');
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const maxBefore = process.resourceUsage().maxRSS * 1024;
  const form = new FormData();
  form.append('language', 'es-ES');
  form.append('file', new Blob([file as unknown as BlobPart]), 'labels.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${api}/api/symptomLabel/batchAdd`, {
    method: 'POST',
    headers: { authorization: `Bearer ${second}` },
    body: form,
  });
  const importMs = Math.round(performance.now() - t0);
  const imported = await res.json();
  // maxRSS is the process's peak so far: the import's peak when it exceeds the peak before it.
  const peak = Math.max(process.resourceUsage().maxRSS * 1024, rssBefore);
  console.log(
    `import 5,000 rows (${(file.length / 1024).toFixed(0)} KiB): ${importMs} ms, ${JSON.stringify(imported.datas)}; ` +
      `process RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB before (peak so far ${(maxBefore / 2 ** 20).toFixed(0)} MiB), ` +
      `peak after the import ${(peak / 2 ** 20).toFixed(0)} MiB (+${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB over the RSS before)`,
  );

  // 2. Demo Store with 2,000 labels in en-US (20 types x 100 labels).
  const [demo] = await database.db.select().from(shops).where(sql`${shops.name} = 'Demo Store'`);
  const shopId = demo!.id;
  await database.db
    .delete(symptomLabels)
    .where(sql`${symptomLabels.shopId} = ${shopId} and ${symptomLabels.language} = 'en-US'`);
  for (let t = 0; t < 20; t++) {
    const [type] = await database.db
      .insert(symptomLabels)
      .values({
        shopId,
        language: 'en-US',
        name: `Type ${t}`,
        mildColor: '#FADB14',
        moderateColor: '#FA8C16',
        severeColor: '#F5222D',
        sort: t,
      })
      .returning();
    await database.db.insert(symptomLabels).values(
      Array.from({ length: 100 }, (_, i) => ({
        shopId,
        language: 'en-US',
        parentId: type!.id,
        name: `Label ${t}-${i}`,
        symptomKey: `k${t}-${i}`,
        mildColor: '#FADB14',
        moderateColor: '#FA8C16',
        severeColor: '#F5222D',
        description: `Description of label ${t}-${i}, a sentence or two as the analysis app shows it.`,
        formationReason: 'Why it forms, in a sentence.',
        careSuggestions: 'What to do about it, in a sentence.',
        sort: i,
      })),
    );
  }
  await database.db.execute(sql`analyze symptom_labels`);
  const token = await login('demoshop');
  const body = JSON.stringify({ language: 'en-US' });
  const check = (await (
    await fetch(`${api}/api/symptomLabel/queryAllByShop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    })
  ).json()) as { datas: { list: unknown[] } };
  console.log(`queryAllByShop answers ${check.datas.list.length} rows`);
  await autocannon(`${api}/api/symptomLabel/queryAllByShop`, body, 2, token);
  const apiStats = await autocannon(`${api}/api/symptomLabel/queryAllByShop`, body, 10, token);

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      const [list, total] = await Promise.all([
        pool.query({
          name: 'bare_labels',
          text: 'select * from symptom_labels where shop_id = $1 and language = $2 order by coalesce(parent_id, 0), sort, id',
          values: [shopId, 'en-US'],
        }),
        pool.query({
          name: 'bare_total',
          text: 'select count(*) from symptom_labels where shop_id = $1',
          values: [shopId],
        }),
      ]);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 200, datas: { list: list.rows, ownerTotal: Number(total.rows[0].count) } }));
    });
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  await autocannon(bareUrl, body, 2);
  const bareStats = await autocannon(bareUrl, body, 10);
  console.log(
    `queryAllByShop, 2,020 rows, 50 connections, 10 s: API p50 ${apiStats.p50} ms p99 ${apiStats.p99} ms ${apiStats.rps} req/s (non-2xx ${apiStats.non2xx})`,
  );
  console.log(
    `bare node:http + pg, same rows:                    p50 ${bareStats.p50} ms p99 ${bareStats.p99} ms ${bareStats.rps} req/s`,
  );
  bare.close();
  await pool.end();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
