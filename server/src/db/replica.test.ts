import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../lib/metrics.js';
import replicaPlugin from '../plugins/replica.js';
import type { Db } from './client.js';
import { isReplicaGone, onReplica, type ReadReplica, type ReplicaStatus, readTarget, routedDb } from './replica.js';

const status = (state: ReplicaStatus['state'], lagMs: number | null = null): ReplicaStatus => ({
  state,
  lagMs,
  maxLagMs: 5000,
});

describe('readTarget: where a replica route reads', () => {
  it('reads the replica only while its last check found it within the limit', () => {
    expect(readTarget(status('ok', 0))).toBe('replica');
    expect(readTarget(status('lagging', 9000))).toBe('lag');
    expect(readTarget(status('down'))).toBe('unreachable');
    expect(readTarget(status('starting'))).toBe('unreachable');
  });
});

describe('isReplicaGone', () => {
  it('takes connection failures, shutdowns and recovery conflicts, wrapped or not, and nothing else', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '08006', '08001', '57P01', '57P03', '40001', '3D000']) {
      expect(isReplicaGone(Object.assign(new Error('x'), { code })), code).toBe(true);
      expect(isReplicaGone(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(true);
    }
    expect(isReplicaGone(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isReplicaGone(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '42P01', '22P02', '25006']) {
      expect(isReplicaGone(wrapped(Object.assign(new Error('x'), { code }))), code).toBe(false);
    }
    expect(isReplicaGone(new Error('boom'))).toBe(false);
    expect(isReplicaGone(undefined)).toBe(false);
  });
});

/** A stand-in database that records which one was asked. */
const fakeDb = (name: string, asked: string[]) =>
  ({
    select: () => asked.push(`${name}.select`),
    execute: () => asked.push(`${name}.execute`),
    transaction: () => asked.push(`${name}.transaction`),
    insert: () => asked.push(`${name}.insert`),
    update: () => asked.push(`${name}.update`),
    delete: () => asked.push(`${name}.delete`),
  }) as unknown as Db;

describe('routedDb', () => {
  it('reads the primary outside onReplica, the replica inside it, and always writes the primary', async () => {
    const asked: string[] = [];
    const primary = fakeDb('primary', asked);
    const replica = fakeDb('replica', asked);
    const db = routedDb(primary);
    const all = () => {
      db.select();
      db.execute('' as never);
      db.transaction(async () => {});
      db.insert({} as never);
      db.update({} as never);
      db.delete({} as never);
    };
    all();
    expect(asked.splice(0)).toEqual([
      'primary.select',
      'primary.execute',
      'primary.transaction',
      'primary.insert',
      'primary.update',
      'primary.delete',
    ]);
    // Across an await, as a handler's service calls are.
    await onReplica(replica, async () => {
      await Promise.resolve();
      all();
    });
    expect(asked.splice(0)).toEqual([
      'replica.select',
      'replica.execute',
      'replica.transaction',
      'primary.insert',
      'primary.update',
      'primary.delete',
    ]);
  });
});

/** A replica whose state the test sets; its db is a marker the handler reports. */
function fakeReplica(initial: ReplicaStatus['state']) {
  let current = status(initial, initial === 'ok' ? 0 : null);
  const db = { name: 'replica' } as unknown as Db;
  const replica = {
    db,
    status: () => current,
    lost(err: unknown) {
      if (!isReplicaGone(err)) return false;
      current = status('down');
      return true;
    },
  } as unknown as ReadReplica;
  return { replica, set: (s: ReplicaStatus['state']) => (current = status(s, s === 'ok' ? 0 : 99_999)) };
}

async function appWith(replica: ReadReplica | undefined, handle: (db: Db) => unknown, reads = true) {
  const metrics = createMetrics();
  const app = Fastify();
  await app.register(replicaPlugin, { replica, metrics });
  const primary = { name: 'primary' } as unknown as Db;
  const db = routedDb(primary);
  app.post('/read', { config: reads ? { read: true, reads: 'replica' } : { read: true } }, async () => handle(db));
  await app.ready();
  const value = async (line: string) =>
    Number(
      (await metrics.registry.metrics())
        .split('\n')
        .find((l) => l.startsWith(`${line} `))
        ?.split(' ')[1] ?? 0,
    );
  return { app, value };
}
const nameOf = (db: Db) => (db as unknown as { name: string }).name;

describe("plugins/replica.ts: routes declaring reads: 'replica'", () => {
  it('refuses the declaration on a route that is not a read', async () => {
    const app = Fastify();
    await app.register(replicaPlugin, { replica: undefined, metrics: createMetrics() });
    expect(() => app.post('/write', { config: { reads: 'replica' } }, async () => 'x')).toThrow(/read routes only/);
  });

  it('read the replica while it is within the limit, the primary (counted) otherwise', async () => {
    const { replica, set } = fakeReplica('ok');
    const { app, value } = await appWith(replica, (db) => ({ from: nameOf(db) }));
    expect((await app.inject({ method: 'POST', url: '/read' })).json()).toEqual({ from: 'replica' });
    set('lagging');
    expect((await app.inject({ method: 'POST', url: '/read' })).json()).toEqual({ from: 'primary' });
    set('down');
    expect((await app.inject({ method: 'POST', url: '/read' })).json()).toEqual({ from: 'primary' });
    expect(await value('db_replica_fallback_total{reason="lag"}')).toBe(1);
    expect(await value('db_replica_fallback_total{reason="unreachable"}')).toBe(1);
    expect(await value('db_replica_reads_total{pool="replica"}')).toBe(1);
    expect(await value('db_replica_reads_total{pool="primary"}')).toBe(2);
  });

  it('answers again from the primary when the replica is lost during the request, and marks it down', async () => {
    const { replica } = fakeReplica('ok');
    const { app, value } = await appWith(replica, (db) => {
      if (nameOf(db) === 'replica') throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { from: nameOf(db) };
    });
    const res = await app.inject({ method: 'POST', url: '/read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ from: 'primary' });
    expect(replica.status().state).toBe('down');
    expect(await value('db_replica_fallback_total{reason="error"}')).toBe(1);
  });

  it('lets any other error through, and leaves routes without the declaration on the primary', async () => {
    const { replica } = fakeReplica('ok');
    const failing = await appWith(replica, () => {
      throw Object.assign(new Error('bad'), { code: '22P02' });
    });
    expect((await failing.app.inject({ method: 'POST', url: '/read' })).statusCode).toBe(500);
    expect(replica.status().state).toBe('ok');
    const plain = await appWith(replica, (db) => ({ from: nameOf(db) }), false);
    expect((await plain.app.inject({ method: 'POST', url: '/read' })).json()).toEqual({ from: 'primary' });
  });
});
