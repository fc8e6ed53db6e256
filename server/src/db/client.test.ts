import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { freshPostgresUrl, testDbKind } from '../../test/db.js';
import { openDatabase } from './client.js';

describe.skipIf(testDbKind() !== 'postgres')('the PostgreSQL pool', () => {
  it('a connection lost while held between two queries (a transaction) does not end the process', async () => {
    const fresh = await freshPostgresUrl();
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: os.tmpdir(), poolSize: 2, migrate: false });
    try {
      const pool = database.pool!;
      const held = await pool.connect();
      await held.query('begin');
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => held.once('end', resolve));
      // A database restart or an operator's pg_terminate_backend: the server says so, then closes the socket. With no
      // listener on the held connection, its 'error' event would be thrown and end the process (Vitest reports it).
      await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      await expect(held.query('select 1')).rejects.toThrow();
      held.release(true);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
