// A streaming replica of a running PostgreSQL, made with Debian's `pg_basebackup -R -X stream` and started beside
// it on 127.0.0.1 (hot standby): the replica tests (server/test/replica.test.ts) and the stand (server/stand/stand.ts)
// use it. Like scripts/with-postgres.sh, it runs the server as the `postgres` user when we are root, listens on a
// free port with its socket in its own folder, and deletes that folder when closed.
//
// The primary must let `user` in for replication over 127.0.0.1 (initdb's pg_hba.conf does, for any role with the
// REPLICATION attribute: the superuser, or the stand's `replicator`). The password goes through the environment,
// never a command line; `-R` writes it into the replica's postgresql.auto.conf, in its own folder (mode 0700).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Replica {
  port: number;
  /** `url` (any database and role of the primary) with the replica's host and port. */
  urlFor(url: string): string;
  /** pg_ctl stop: `fast` (clients disconnected, a clean stop) or `immediate` (a crash). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again (after stop) and waits until it takes connections. */
  start(): Promise<void>;
  running: boolean;
  /** Stops it and deletes its folder. */
  close(): Promise<void>;
}

function bindir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('pg_basebackup not found (Debian postgresql, /usr/lib/postgresql/*/bin)');
  return path.join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as `postgres` when we are root (the server refuses root). Rejects with its output. */
function runPg(bin: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { env: { ...process.env, ...env }, timeout: 120_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${path.basename(bin)} failed (${err.message}): ${stderr || stdout}`));
      else resolve();
    });
  });
}

/**
 * Makes and starts a replica of the primary `primaryUrl` names (a role with REPLICATION; its database is not used),
 * and waits until it answers as a hot standby.
 */
export async function startReplica(
  primaryUrl: string,
  opts: {
    log?: (m: string) => void;
    /** Where its folder goes (default the temporary folder): the stand's is one its primary's script cleans up. */
    parent?: string;
  } = {},
): Promise<Replica> {
  const log = opts.log ?? (() => {});
  const bin = bindir();
  const primary = new URL(primaryUrl);
  const dir = fs.mkdtempSync(path.join(opts.parent ?? process.env.TMPDIR ?? os.tmpdir(), 'skin-replica-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  let running = false;
  const start = async () => {
    await runPg(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c hot_standby=on -c max_connections=200 -c fsync=off`,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    await runPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  try {
    const t0 = performance.now();
    await runPg(
      path.join(bin, 'pg_basebackup'),
      [
        '-D',
        data,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
        '-h',
        primary.hostname,
        '-p',
        primary.port,
        '-U',
        decodeURIComponent(primary.username),
      ],
      { PGPASSWORD: decodeURIComponent(primary.password) },
    );
    await start();
    log(
      `replica of 127.0.0.1:${primary.port} on 127.0.0.1:${port} (pg_basebackup -R, ${Math.round(performance.now() - t0)} ms)`,
    );
  } catch (err) {
    await stop('immediate').catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    port,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stop,
    start,
    get running() {
      return running;
    },
    async close() {
      try {
        await stop('immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
