// `npm run stand -- --check`: what the stand must show, checked on a running stand, then it stops.
// 1. nginx serves the console (index.html revalidated, hashed assets cached a year) and /api (ready); every
//    instance reads from the streaming replica (its readiness), and a data-centre read is answered from it;
// 2. the per-address limits see nginx's address, not a forged X-Forwarded-For; an image upload larger than
//    nginx's body buffer (written to its temporary folder first) reaches the API;
// 3. with one instance killed (SIGKILL), sign-ins (POST) and reads through nginx all succeed; it starts again;
// 4. an instance stopped with SIGTERM exits 0 within 10 s while requests keep flowing through nginx.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { makePng } from '../../contract/src/testing/images.js';
import { formBody } from '../test/multipart.js';
import { DEMO_ACCOUNTS, ROOT, type Stand } from './stand.js';

export async function checkStand(stand: Stand, log: (m: string) => void): Promise<boolean> {
  const failures: string[] = [];
  const expect = (ok: boolean, what: string) => {
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${stand.url}${p}`, { headers });
  const signIn = (headers: Record<string, string> = {}) =>
    fetch(`${stand.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'secondshop', password: DEMO_ACCOUNTS.secondshop.password }),
    });

  const index = await get('/');
  expect(index.status === 200 && index.headers.get('cache-control') === 'no-cache', 'GET / : index.html, no-cache');
  expect(/default-src 'self'/.test(index.headers.get('content-security-policy') ?? ''), 'GET / : the CSP');
  const asset = fs.readdirSync(path.join(ROOT, 'web', 'dist', 'assets')).find((f) => f.endsWith('.js'));
  const a = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip' });
  expect(
    a.status === 200 && a.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    `GET /assets/${asset}: cached for a year`,
  );
  expect((await get('/users')).status === 200, 'GET /users (a client route): index.html');
  expect((await get('/api/health/ready')).status === 200, 'GET /api/health/ready through nginx: 200');

  // 1b. The streaming replica: every instance's readiness reports it in use, and the data centre reads from it.
  for (const x of stand.instances) {
    let replica: { state: string; lagMs: number | null } | undefined;
    for (let i = 0; i < 100 && replica?.state !== 'ok'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 200));
      const ready = (await (await fetch(`${x.url}/api/health/ready`)).json()) as {
        datas?: { replica?: typeof replica };
      };
      replica = ready.datas?.replica;
    }
    expect(replica?.state === 'ok', `${x.name}: readiness shows the replica in use (${JSON.stringify(replica)})`);
  }

  // 2. A forged X-Forwarded-For is overwritten by nginx: the session records the address nginx saw.
  const forged = await signIn({ 'x-forwarded-for': '203.0.113.9' });
  expect(forged.status === 200, 'sign-in with a forged X-Forwarded-For');
  const token = ((await forged.json()) as { datas: { access_token: string } }).datas.access_token;
  const list = () =>
    fetch(`${stand.url}/api/user/query/1/20`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
  const replicaReads = async () => {
    let n = 0;
    for (const x of stand.instances) {
      const text = await (await fetch(x.metricsUrl)).text();
      n += Number(/^db_replica_reads_total\{pool="replica"\} (\d+)/m.exec(text)?.[1] ?? 0);
    }
    return n;
  };
  const readsBefore = await replicaReads();
  const day = new Date().toISOString().slice(0, 10);
  const overview = await fetch(`${stand.url}/api/data/overview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ from: day, to: day, grouping: 'day', timeZone: 'UTC' }),
  });
  expect(
    overview.status === 200 && (await replicaReads()) === readsBefore + 1,
    `the data centre through nginx (${overview.status}) is answered from the replica (db_replica_reads_total)`,
  );
  const db = new pg.Client({ connectionString: stand.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ ip: string }>('select ip from sessions order by id desc limit 1');
  expect(rows[0]?.ip === '127.0.0.1', `the session's address is nginx's view (${rows[0]?.ip}), not the forged one`);

  // Another local process that reaches an instance's port directly, past nginx: it lacks the proxy's secret, so
  // its forged X-Forwarded-For is ignored and it is the address it connects from.
  const direct = await fetch(`${stand.instances[0]!.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
    body: JSON.stringify({ username: 'secondshop', password: DEMO_ACCOUNTS.secondshop.password }),
  });
  const direct2 = await db.query<{ ip: string }>('select ip from sessions order by id desc limit 1');
  expect(
    direct.status === 200 && direct2.rows[0]?.ip === '127.0.0.1',
    `a forged X-Forwarded-For sent to ${stand.instances[0]!.name} directly is ignored (${direct2.rows[0]?.ip})`,
  );
  await db.end();

  // An upload above nginx's in-memory body buffer (16 KiB) goes through its temporary folder, which its workers
  // (www-data when the stand runs as root) must be able to write.
  const owner = await fetch(`${stand.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password }),
  });
  const ownerToken = ((await owner.json()) as { datas: { access_token: string } }).datas.access_token;
  const form = await formBody({ fileType: 'image' }, { data: makePng(96, 96, { noise: true }), type: 'image/png' });
  const put = await fetch(`${stand.url}/api/file/put`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': form.contentType },
    body: Buffer.from(form.data),
  });
  expect(put.status === 200, `a ${Math.round(form.data.length / 1024)} KiB image upload through nginx: ${put.status}`);

  // 3. One instance killed: everything still answers through the other.
  const [first, second] = stand.instances;
  if (first && second) {
    const killed = await first.kill('SIGKILL');
    expect(killed.signal === 'SIGKILL', `${first.name} killed (SIGKILL)`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? list() : get('/api/health/ready')).then((r) => r.status)),
    );
    expect(
      answers.every((s) => s === 200),
      `20 requests (10 POST lists) with ${first.name} down: ${[...new Set(answers)].join(', ')}`,
    );
    await first.start();
    expect(first.running, `${first.name} started again`);

    // 4. A graceful stop under traffic.
    let flowing = true;
    const statuses: number[] = [];
    const traffic = (async () => {
      while (flowing) statuses.push((await get('/api/health/ready')).status);
    })();
    const stopped = await second.stop();
    flowing = false;
    await traffic;
    expect(
      stopped.code === 0 && stopped.ms < 10_000,
      `${second.name} SIGTERM: exit ${stopped.code} in ${stopped.ms} ms`,
    );
    expect(
      statuses.every((s) => s === 200),
      `${statuses.length} requests through nginx during the stop: ${[...new Set(statuses)].join(', ')}`,
    );
    await second.start();
  }
  log(failures.length ? `${failures.length} check(s) failed` : 'every check passed');
  return failures.length === 0;
}
