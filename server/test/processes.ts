import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { freshPostgresUrl, pgliteTemplateFile, testDbKind } from './db.js';

/** The repository's root, where a spawned server or `npm start` runs. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port free on 127.0.0.1 just now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The real server (`server/src/main.ts`) in a process of its own, `env` over this process's, its output piped. */
export const spawnMain = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/**
 * The database a spawned server runs on, for the test run's kind: on PostgreSQL a fresh one (and, for
 * `production`, the signing key production there takes from the configuration); on PGlite, for `production`
 * (which does not seed), the seeded template in `dataDir`, so the server opens a ready database instead of
 * making one. `env` goes to the server; `drop()` removes what this made.
 */
export async function serverDatabase(dataDir: string, o: { production: boolean }) {
  const env: Record<string, string> = {};
  let drop = async () => {};
  if (testDbKind() === 'postgres') {
    const fresh = await freshPostgresUrl();
    env.DATABASE_URL = fresh.url;
    if (o.production) env.SERVER_SECRET = 'a-test-server-secret-of-32-characters-or-more';
    drop = fresh.drop;
  } else if (o.production) {
    const db = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(pgliteTemplateFile())]) });
    await db.close();
  }
  return { env, drop };
}

/**
 * The real server spawned on a free port of 127.0.0.1 (`env` as `spawnMain`'s), once /api/health/ready answers
 * 200 within `timeout` ms; a server that exits first fails the wait with what it wrote, and one not ready in time
 * is killed. `exited` resolves with its exit code and signal.
 */
export async function startReadyServer(env: Record<string, string>, timeout: number) {
  const port = await freePort();
  const child = spawnMain({ ...env, HOST: '127.0.0.1', PORT: String(port) });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const { output } = watchServer(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output()}`);
        expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
      },
      { timeout, interval: 100 },
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { child, port, url, output, exited };
}

/**
 * What a server process started by a test writes (stdout and stderr together), and a wait for it to say something:
 * `ready()` resolves once it has printed `ready in` (server/src/serve.ts), and rejects with everything it wrote if it
 * ends first. Waits for the process's own words, never for a time.
 */
export function watchServer(child: ChildProcess) {
  let out = '';
  const listeners = new Set<() => void>();
  const take = (d: Buffer | string) => {
    out += d;
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  /** Resolves once the output matches `pattern`; rejects if the process ends before. */
  const said = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out)) finish(resolve);
        else if (ended()) finish(() => reject(new Error(`server exited: ${out}`)));
      };
      const finish = (then: () => void) => {
        listeners.delete(check);
        child.off('close', check);
        then();
      };
      listeners.add(check);
      child.on('close', check);
      check();
    });

  return { output: () => out, ready: () => said(/ready in/) };
}
