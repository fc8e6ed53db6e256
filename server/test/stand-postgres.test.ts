import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDbKind } from './db.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether a connection to `url` is refused (an authentication failure), and with what. */
async function refused(url: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  try {
    await c.connect();
    await c.end();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * The stand's PostgreSQL (`scripts/with-postgres.sh --serve`, server/stand/stand.ts) is no open superuser to every
 * local user: like production, a connection needs a password, and the application gets an ordinary role. Run in
 * the PostgreSQL section, where the script's binaries are known to be there.
 */
describe.runIf(testDbKind() === 'postgres')("the stand's PostgreSQL", () => {
  it('asks every TCP connection for a password and hands out a role that is not a superuser', async () => {
    const child = spawn('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), '--serve'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          if (line.startsWith('READY ')) resolve(line.slice(6).trim());
        });
        exited.then((code) => reject(new Error(`with-postgres.sh exited ${code}:\n${err}`)));
      });
      const given = new URL(url);
      expect(given.username).toBe('skin');
      expect(given.password.length).toBeGreaterThanOrEqual(32);
      const as = (user: string, password: string) => {
        const u = new URL(url);
        u.username = user;
        u.password = password;
        return u.toString();
      };

      // Another local user, who knows the port but no password: refused, as the superuser and as the app.
      expect(await refused(as('postgres', ''))).toBeTruthy();
      expect(await refused(as('skin', ''))).toBeTruthy();
      expect(await refused(as('skin', 'guessed-password'))).toMatch(/password authentication failed/);

      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        const { rows } = await c.query<{ user: string; db: string; superuser: boolean; createrole: boolean }>(
          `select current_user as user, current_database() as db, rolsuper as superuser, rolcreaterole as createrole
           from pg_roles where rolname = current_user`,
        );
        expect(rows[0]).toEqual({ user: 'skin', db: 'skin', superuser: false, createrole: false });
        // It owns its database: the migrations can create what they need.
        await c.query('create table t (x int)');
        await c.query('drop table t');
      } finally {
        await c.end();
      }
    } finally {
      child.stdin!.end();
      await exited;
    }
  }, 120_000);
});
