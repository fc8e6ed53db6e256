import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import { buildShop } from '../../test/factories.js';
import { executePlanned, preparedPerDb } from '../lib/sql.js';
import type { Database, Db } from './client.js';
import { onReplica, routedDb } from './replica.js';
import { shops } from './schema.js';

/**
 * A prepared statement is bound to the pool it was built on. Through `routedDb`'s handle, one first built inside a
 * replica route must not keep reading the replica on the primary's routes (a person's own writes read stale, and a
 * replica gone fails them), nor the reverse. Two real databases stand for the primary and the replica: a store
 * exists in the primary only.
 */
let primary: Database;
let replica: Database;
let shopId: number;
beforeAll(async () => {
  [primary, replica] = await Promise.all([freshDatabase(), freshDatabase()]);
  shopId = (await buildShop(primary.db, { name: `Only in the primary ${Date.now()}` })).id;
});
afterAll(async () => {
  await Promise.all([primary?.close(), replica?.close()]);
});

const found = (rows: unknown[]) => rows.length === 1;

describe('prepared statements through a routed handle', () => {
  it('executePlanned: a shape first planned on the replica reads the primary outside onReplica', async () => {
    const db = routedDb(primary.db);
    const read = () =>
      executePlanned<{ id: number }>(db, 'replica_probe', '', { id: shopId }, (bind) =>
        db
          .select({ id: shops.id })
          .from(shops)
          .where(eq(shops.id, bind('id', shopId))),
      );
    expect(found(await onReplica(replica.db, read))).toBe(false);
    expect(found(await read())).toBe(true);
    expect(found(await onReplica(replica.db, read))).toBe(false);
  });

  it('preparedPerDb: one statement per database read, whichever route prepared it first', async () => {
    const lookup = preparedPerDb((d: Db) =>
      d
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.id, sql.placeholder('id')))
        .prepare('replica_probe_lookup'),
    );
    const db = routedDb(primary.db);
    expect(found(await onReplica(replica.db, () => lookup(db).execute({ id: shopId })))).toBe(false);
    expect(found(await lookup(db).execute({ id: shopId }))).toBe(true);
  });
});
