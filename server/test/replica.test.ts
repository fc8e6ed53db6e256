// The read replica (DATABASE_READ_URL, issue 43 item 3) against a real streaming replica of the test cluster, made
// here with pg_basebackup -R (server/test/replica.ts): PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { presetRange } from '@skin/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDbKind } from './db.js';
import { type AppUserRow, buildAppUser, buildStoreWithOwner, type ShopRow } from './factories.js';
import { startServer, type TestServer } from './helper.js';
import { type Replica, startReplica } from './replica.js';

const TOKEN = 'replica-test-metrics-token';
const today = () => new Date().toISOString().slice(0, 10);
const body = () => ({ ...presetRange('7d', today()), grouping: 'day', timeZone: 'UTC' });

describe.skipIf(testDbKind() !== 'postgres')('reads that may lag, on a streaming replica', () => {
  let replica: Replica;
  /** Reads from the replica while it is within 10 minutes of the primary. */
  let s: TestServer;
  /** The same database and replica, with no lag allowed, read as a role that is not a superuser. */
  let strict: TestServer;
  let shop: ShopRow;
  let token: string;
  let first: AppUserRow;

  const overview = (server: TestServer) => server.post('/api/data/overview', body(), { token });
  const accountsOn = async (server: TestServer) => {
    const res = await overview(server);
    expect(res.status).toBe(200);
    return res.body.datas.accounts.total as number;
  };
  /** Pauses or resumes the replica's replay, as the superuser (a connection of its own: the replica stops later). */
  const replay = async (what: 'pause' | 'resume') => {
    const standby = new pg.Client({ connectionString: replica.urlFor(process.env.TEST_DATABASE_URL!) });
    await standby.connect();
    try {
      await standby.query(`select pg_wal_replay_${what}()`);
    } finally {
      await standby.end();
    }
  };
  const ready = async (server: TestServer) => (await server.get('/api/health/ready')).body.datas;
  const metric = async (server: TestServer, line: string) => {
    const text = (await server.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text;
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    return found ? Number(found.split(' ')[1]) : 0;
  };
  const waitForState = (server: TestServer, state: string, timeout = 30_000) =>
    vi.waitFor(
      async () => {
        expect((await ready(server)).replica.state).toBe(state);
      },
      { timeout, interval: 100 },
    );

  beforeAll(async () => {
    replica = await startReplica(process.env.TEST_DATABASE_URL!);
    s = await startServer({ METRICS_TOKEN: TOKEN, DATABASE_READ_MAX_LAG_MS: '600000' }, { replica });
    // The strict instance reads as an ordinary role, as production does: no superuser's view of the replica's state.
    const primaryUrl = s.deps.database.pool!.options.connectionString!;
    const reader = `reader_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    await admin.query(`create role ${reader} login password '${password}'`);
    await admin.query(`grant select on all tables in schema public to ${reader}`);
    await admin.end();
    const readerUrl = new URL(replica.urlFor(primaryUrl));
    readerUrl.username = reader;
    readerUrl.password = password;
    strict = await startServer(
      { METRICS_TOKEN: TOKEN, DATABASE_READ_MAX_LAG_MS: '0', DATABASE_READ_URL: readerUrl.toString() },
      { sameDatabaseAs: s },
    );
    ({ shop, token } = await (async () => {
      const { shop, owner } = await buildStoreWithOwner(s.db);
      return { shop, token: await s.login(owner.userName, owner.password) };
    })());
    first = await buildAppUser(s.db, shop);
    // The test database is made on the primary as the server starts: the replica has it once it has replayed that.
    await waitForState(s, 'ok');
    await waitForState(strict, 'ok');
    // Within the lag allowed is not replayed: under load the replica took longer than the first read to have the
    // account written above (CI read 0). The tests start from a replica that has it.
    await vi.waitFor(async () => expect(await accountsOn(s)).toBe(1), { timeout: 30_000, interval: 100 });
  }, 120_000);

  afterAll(async () => {
    await strict?.close();
    await s?.close();
    await replica?.close();
  });

  it('reads the data centre from the replica and what was just written from the primary', async () => {
    expect(await accountsOn(s)).toBe(1);
    const servedBefore = await metric(s, 'db_replica_reads_total{pool="replica"}');
    await replay('pause');
    try {
      // Written on the primary, not yet replayed on the replica.
      const added = await buildAppUser(s.db, shop);
      expect(await accountsOn(s)).toBe(1);
      expect(await metric(s, 'db_replica_reads_total{pool="replica"}')).toBe(servedBefore + 1);
      // A route without `reads: 'replica'` (the store's account list) reads the primary: the new account is there.
      const list = await s.post('/api/user/query/1/20', {}, { token });
      expect(list.status).toBe(200);
      expect(list.body.datas.list.map((u: { id: number }) => u.id)).toContain(added.id);
      // An export reads the replica too: the account is not in it yet.
      const exported = await s.post('/api/user/export', { format: 'csv' }, { token });
      expect(exported.status).toBe(200);
      expect(exported.text).toContain(first.userName);
      expect(exported.text).not.toContain(added.userName);
      // Its GET form is routed alike.
      const viaGet = await s.get(`/api/data/overview?${new URLSearchParams(body()).toString()}`, { token });
      expect(viaGet.body.datas.accounts.total).toBe(1);

      // Lag over the limit: the strict instance reads the primary once its check sees the replica behind.
      await waitForState(strict, 'lagging');
      const lagFallbacks = await metric(strict, 'db_replica_fallback_total{reason="lag"}');
      expect(await accountsOn(strict)).toBe(2);
      expect(await metric(strict, 'db_replica_fallback_total{reason="lag"}')).toBe(lagFallbacks + 1);
      const readiness = await ready(strict);
      expect(readiness.ready).toBe(true);
      expect(readiness.replica.lagMs).toBeGreaterThan(0);
    } finally {
      await replay('resume');
    }
    // Replayed: the replica answers the new figure, and the strict instance goes back to it.
    await vi.waitFor(async () => expect(await accountsOn(s)).toBe(2), { timeout: 30_000, interval: 100 });
    await waitForState(strict, 'ok');
  });

  it('answers every read from the primary, without a 5xx, when the replica stops under load', async () => {
    const errorsBefore = await metric(s, 'db_replica_fallback_total{reason="error"}');
    const unreachableBefore = await metric(s, 'db_replica_fallback_total{reason="unreachable"}');
    const statuses: number[] = [];
    let answered = 0;
    let stopped = false;
    let fellBack = false;
    const worker = async () => {
      // Until the replica is stopped and its loss was seen by the reads themselves (the check aside).
      while (!(stopped && fellBack)) {
        const res = await overview(s);
        statuses.push(res.status);
        answered++;
        if (stopped) {
          const errors = await metric(s, 'db_replica_fallback_total{reason="error"}');
          const unreachable = await metric(s, 'db_replica_fallback_total{reason="unreachable"}');
          fellBack = errors + unreachable > errorsBefore + unreachableBefore && res.status === 200;
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await vi.waitFor(() => expect(answered).toBeGreaterThanOrEqual(12), { timeout: 30_000, interval: 20 });
    await replica.stop('immediate');
    stopped = true;
    await Promise.all(workers);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await waitForState(s, 'down');
    expect((await ready(s)).ready).toBe(true);
    const after = await accountsOn(s);
    expect(after).toBe(2);
    expect(await metric(s, 'db_replica_fallback_total{reason="unreachable"}')).toBeGreaterThan(unreachableBefore);

    // Back: reads return to it. Stopped at once, it replays its WAL from its last checkpoint before it answers, and
    // each check gives it 2 s: beside the browser suite on 2 cores that took more than 30 s once.
    await replica.start();
    await waitForState(s, 'ok', 90_000);
    const served = await metric(s, 'db_replica_reads_total{pool="replica"}');
    expect(await accountsOn(s)).toBe(2);
    expect(await metric(s, 'db_replica_reads_total{pool="replica"}')).toBe(served + 1);
  }, 180_000);
});

describe.skipIf(testDbKind() !== 'pglite')('DATABASE_READ_URL on PGlite', () => {
  it('is ignored: no replica, every read from PGlite, readiness without a replica', async () => {
    const s = await startServer({ DATABASE_READ_URL: 'postgres://reader:secret@127.0.0.1:1/none' });
    try {
      expect(s.deps.replica).toBeUndefined();
      const ready = await s.get('/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.datas.replica).toBeUndefined();
      const { owner } = await buildStoreWithOwner(s.db);
      const res = await s.post('/api/data/overview', body(), { token: await s.login(owner.userName, owner.password) });
      expect(res.status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
