// The stand (DESIGN.md section 12): the product on one machine as a company runs it, all on 127.0.0.1:
// a throwaway PostgreSQL (scripts/with-postgres.sh, Debian's) with a streaming replica of it (pg_basebackup -R,
// server/test/replica.ts) that serves the reads which may lag (DATABASE_READ_URL), an S3-compatible store (s3rver), API instances
// running the compiled server (server/dist) with STORAGE_DRIVER=s3, and nginx (Debian's) in front with
// deploy/nginx/skin-console.conf.template, serving the built console and proxying /api.
//
// `startStand()` answers handles a soak or a test can drive: each instance's start(), stop() (SIGTERM, then
// SIGKILL after 30 s, as a supervisor does) and kill('SIGKILL'), its metrics URL; stop() ends everything.
// `npm run stand` (server/stand/main.ts) is the command around it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { writeNginxConfig } from '../../deploy/nginx/render.mjs';
import { parseConfig } from '../src/config.js';
import { restore } from '../src/ops/backup.js';
import { DEMO_ACCOUNTS } from '../src/seed/seed.js';
import { startReplica } from '../test/replica.js';
import { type LocalS3, startLocalS3 } from '../test/s3.js';

/**
 * glibc's malloc for the instances, as the deploy recipe sets it (deploy/systemd, deploy/Dockerfile): a fixed mmap
 * threshold, so a sign-in's 16 MiB scrypt buffer is unmapped when freed instead of staying in the arena of the
 * thread-pool thread that hashed it, and two arenas rather than eight per core.
 */
const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_MAIN = path.join(ROOT, 'server', 'dist', 'main.js');
/** Ties what the stand starts to its life: server/stand/lifeline.mjs. */
const LIFELINE = path.join(ROOT, 'server', 'stand', 'lifeline.mjs');
const WEB_DIST = path.join(ROOT, 'web', 'dist');
/** A supervisor's patience after SIGTERM (systemd's TimeoutStopSec in deploy/systemd). */
export const STOP_TIMEOUT_MS = 30_000;

export { DEMO_ACCOUNTS };

export interface StandOptions {
  /** nginx's port; the others follow it: instance i on port+i, its metrics on port+10+i, s3rver on port+20. */
  port?: number;
  instances?: number;
  /**
   * Instances that run the background jobs and take no traffic from nginx (default 0: every API instance runs
   * jobs). With one or more, the API instances run none (RUN_JOBS=false). They follow the API instances' ports.
   */
  jobInstances?: number;
  /** Skip building the console and the server (use what web/dist and server/dist hold). */
  noBuild?: boolean;
  /** Instance log level (default info; their logs go to files in the stand's folder). */
  logLevel?: string;
  /** Extra env for every instance. */
  env?: Record<string, string>;
  /** Aborts a start in progress (Ctrl-C while it comes up): what was started is stopped, and startStand throws. */
  signal?: AbortSignal;
  /**
   * A backup folder (`npm run backup`) to restore into the stand's empty database and bucket before the instances
   * start: they then serve it (no demo data is made on a database that has rows).
   */
  restore?: string;
  log?: (msg: string) => void;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** ms from the signal to the exit */
  ms: number;
}

export interface StandInstance {
  name: string;
  port: number;
  url: string;
  metricsUrl: string;
  logFile: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Starts it (again) and waits until /api/health/ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM, and SIGKILL if it has not exited after STOP_TIMEOUT_MS (a supervisor's rule). */
  stop(): Promise<ExitInfo>;
  /** A signal (SIGKILL by default: a crash) and the exit. */
  kill(signal?: NodeJS.Signals): Promise<ExitInfo>;
}

export interface Stand {
  /** nginx: the console and /api */
  url: string;
  instances: StandInstance[];
  databaseUrl: string;
  /** The streaming replica's URL (the same role and database), the instances' DATABASE_READ_URL. */
  replicaUrl: string;
  s3: { endpoint: string; bucket: string };
  dir: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers 200 (or `gone()` says the process died, or the time is up). */
async function waitFor200(url: string, gone: () => string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const why = gone();
    if (why) throw new Error(why);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

function run(cmd: string, args: string[], log: (m: string) => void, env: NodeJS.ProcessEnv = process.env) {
  log(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.signal ?? `exit ${res.status}`})`);
}

/** The console and the server as JavaScript, each when missing or older than its sources (as `npm start` decides). */
export function buildForStand(log: (m: string) => void) {
  // nginx serves the console whatever this shell's SERVE_WEB says.
  const { SERVE_WEB: _, ...env } = process.env;
  run(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--build-only'], log, env);
}

/** Debian's nginx, installed with apt-get when missing and we are root (as scripts/with-postgres.sh does). */
export function ensureNginx(log: (m: string) => void): string {
  const find = () =>
    ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p)) ??
    (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null);
  let bin = find();
  if (bin) return bin;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing and installing it (apt-get) needs root');
  log("installing Debian's nginx (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  bin = find();
  if (!bin) throw new Error('nginx was installed but not found');
  return bin;
}

/** A throwaway PostgreSQL from scripts/with-postgres.sh --serve; closing its stdin stops and deletes it. */
async function startPostgres(
  log: (m: string) => void,
): Promise<{ url: string; replication: { url: string; folder: string }; close(): Promise<void> }> {
  const child = spawn('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), '--serve'], {
    cwd: ROOT,
    env: { ...process.env, PG_FAST: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  child.stderr!.on('data', (d) => {
    for (const line of String(d).split('\n')) if (line.trim()) log(line.trim());
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let replication: { url: string; folder: string } | null = null;
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('REPLICATION ')) {
        const [url = '', folder = ''] = line.slice(12).trim().split(' ');
        replication = { url, folder };
      }
      if (line.startsWith('READY ')) resolve(line.slice(6).trim());
    });
    exit.then((code) => reject(new Error(`with-postgres.sh exited ${code} before it was ready`)));
  });
  if (!replication) throw new Error('with-postgres.sh gave no REPLICATION line');
  return {
    url,
    replication,
    async close() {
      child.stdin!.end();
      await exit;
    },
  };
}

function instance(
  name: string,
  o: {
    port: number;
    metricsPort: number;
    dir: string;
    env: Record<string, string>;
    log: (m: string) => void;
    /** Why the stand's start was given up, if it was. */
    aborted: () => string | null;
  },
): StandInstance {
  const url = `http://127.0.0.1:${o.port}`;
  const dataDir = path.join(o.dir, name);
  const logFile = path.join(o.dir, 'logs', `${name}.log`);
  let child: ChildProcess | null = null;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  let lastExit: string | null = null;

  async function signal(sig: NodeJS.Signals, killAfterMs: number | null): Promise<ExitInfo> {
    const c = child;
    if (!c || !exited) return { code: null, signal: null, ms: 0 };
    const t0 = performance.now();
    c.kill(sig);
    const timer = killAfterMs === null ? null : setTimeout(() => c.kill('SIGKILL'), killAfterMs);
    const { code, signal: s } = await exited;
    if (timer) clearTimeout(timer);
    return { code, signal: s, ms: Math.round(performance.now() - t0) };
  }

  return {
    name,
    port: o.port,
    url,
    metricsUrl: `http://127.0.0.1:${o.metricsPort}/metrics`,
    logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null;
    },
    async start() {
      if (child) return;
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const out = fs.openSync(logFile, 'a');
      lastExit = null;
      // Its stdin is the lifeline: when the stand is gone, however it ended, the instance stops (lifeline.mjs).
      const c = spawn(process.execPath, ['--import', pathToFileURL(LIFELINE).href, SERVER_MAIN], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...o.env,
          PORT: String(o.port),
          METRICS_PORT: String(o.metricsPort),
          DATA_DIR: dataDir,
        },
        stdio: ['pipe', out, out],
        // Its own process group: Ctrl-C reaches the stand only, which stops the parts in order.
        detached: true,
      });
      c.stdin!.on('error', () => {});
      fs.closeSync(out);
      child = c;
      exited = new Promise((resolve) =>
        c.once('exit', (code, sig) => {
          child = null;
          lastExit = `${name} exited (${sig ?? `code ${code}`}); its log: ${logFile}`;
          resolve({ code, signal: sig });
        }),
      );
      const t0 = performance.now();
      await waitFor200(`${url}/api/health/ready`, () => lastExit ?? o.aborted(), 180_000);
      o.log(`${name} ready on ${url} (pid ${c.pid}, ${Math.round(performance.now() - t0)} ms)`);
    },
    stop: () => signal('SIGTERM', STOP_TIMEOUT_MS),
    kill: (sig = 'SIGKILL') => signal(sig, null),
  };
}

/** Brings the stand up; on any failure, what was started is stopped again. */
export async function startStand(opts: StandOptions = {}): Promise<Stand> {
  const log = opts.log ?? ((m: string) => console.error(`[stand] ${m}`));
  const port = opts.port ?? 8300;
  const count = opts.instances ?? 2;
  const jobCount = opts.jobInstances ?? 0;
  if (count < 1 || jobCount < 0 || count + jobCount > 9) throw new Error('1 to 9 instances, job instances included');
  const ports = {
    nginx: port,
    api: Array.from({ length: count + jobCount }, (_, i) => port + 1 + i),
    metrics: Array.from({ length: count + jobCount }, (_, i) => port + 11 + i),
    s3: port + 20,
  };
  const taken = [];
  for (const p of [ports.nginx, ...ports.api, ...ports.metrics, ports.s3]) if (!(await portFree(p))) taken.push(p);
  if (taken.length) throw new Error(`ports in use on 127.0.0.1: ${taken.join(', ')} (choose another with --port)`);

  const nginxBin = ensureNginx(log);
  if (!opts.noBuild) buildForStand(log);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('server/dist/main.js is missing: run npm run build -w server');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-stand-'));
  // nginx's workers (www-data when we are root) write request bodies larger than their buffer (uploads) under
  // nginx/tmp: they must pass through the folder, which mkdtemp makes 0700. Passing only: the instances' folders
  // and the logs stay the owner's.
  fs.chmodSync(dir, 0o711);
  fs.mkdirSync(path.join(dir, 'logs'), { mode: 0o700 });
  const cleanups: Array<() => Promise<void>> = [];
  /** Ctrl-C during the start: each step checks, and the catch below stops what was started. */
  const aborted = () => (opts.signal?.aborted ? 'the stand was stopped while it started' : null);
  const checkpoint = () => {
    const why = aborted();
    if (why) throw new Error(why);
  };
  const stopAll = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch((err) => log(`while stopping: ${err}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pg = await startPostgres(log);
    cleanups.push(() => pg.close());
    checkpoint();
    // Made before the instances start (the demo data then streams to it), in the folder the primary's script
    // stops with it, however the stand ends.
    const replica = await startReplica(pg.replication.url, { log, parent: pg.replication.folder });
    cleanups.push(() => replica.close());
    const replicaUrl = replica.urlFor(pg.url);
    checkpoint();
    const s3: LocalS3 = await startLocalS3('skin-stand', { port: ports.s3 });
    cleanups.push(() => s3.close());
    checkpoint();
    log(`s3rver on ${s3.endpoint} (bucket ${s3.bucket})`);
    if (opts.restore) {
      const into = parseConfig({ DATABASE_URL: pg.url, DATA_DIR: path.join(dir, 'restore'), ...s3.env });
      const r = await restore({ config: into, folder: opts.restore });
      log(`restored ${opts.restore}: the database in ${r.databaseMs} ms, ${r.files} files in ${r.filesMs} ms`);
      checkpoint();
    }

    const url = `http://127.0.0.1:${ports.nginx}`;
    const proxySecret = randomBytes(32).toString('hex');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      // The stand's orders are paid through the sandbox (production names it explicitly).
      PAYMENT_PROVIDERS: 'sandbox',
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      DATABASE_READ_URL: replicaUrl,
      SEED_DEMO: 'true',
      SERVE_WEB: 'false',
      LOG_LEVEL: opts.logLevel ?? 'info',
      // nginx overwrites X-Forwarded-For with the address it saw; only nginx's is believed: from 127.0.0.1 and
      // with the secret it adds, which no other local process has (lib/proxy.ts).
      TRUST_PROXY: '127.0.0.1',
      PROXY_SECRET: proxySecret,
      PUBLIC_BASE_URL: url,
      // Shared by every instance: codes sent through one are checked by another, file URLs signed alike.
      VCODE_SECRET: randomBytes(32).toString('hex'),
      SERVER_SECRET: randomBytes(32).toString('hex'),
      ...s3.env,
      // glibc's allocator as deploy/ sets it (docs/operations.md "Memory"): buffers of a megabyte and more (a
      // sign-in's scrypt takes 16 MiB) go back to the system when freed, and at most two arenas.
      ...ALLOCATOR_ENV,
      ...opts.env,
    };
    const instances = ports.api.map((p, i) =>
      i < count
        ? instance(`api-${i + 1}`, {
            port: p,
            metricsPort: ports.metrics[i]!,
            dir,
            env: jobCount ? { ...env, RUN_JOBS: 'false' } : env,
            log,
            aborted,
          })
        : instance(`jobs-${i + 1 - count}`, { port: p, metricsPort: ports.metrics[i]!, dir, env, log, aborted }),
    );
    cleanups.push(async () => {
      await Promise.all(
        instances.map(async (x) => {
          if (!x.running) return;
          const e = await x.stop();
          log(`${x.name} stopped: ${e.signal ?? `exit ${e.code}`} in ${e.ms} ms`);
        }),
      );
    });
    // One after the other: the first applies the migrations and makes the demo data on the empty database.
    for (const x of instances) {
      await x.start();
      checkpoint();
    }

    // nginx serves the console; the instances do not need it (SERVE_WEB=false).
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run npm run build');
    const nginxDir = path.join(dir, 'nginx');
    const conf = writeNginxConfig(
      nginxDir,
      {
        listen: `127.0.0.1:${ports.nginx}`,
        webRoot: WEB_DIST,
        upstreams: ports.api.slice(0, count).map((p) => `127.0.0.1:${p}`),
        // Presigned image URLs point at s3rver over plain http (https: is allowed already).
        imgSrc: s3.endpoint,
        proxySecret,
      },
      // Workers as an unprivileged user when we are root (Debian's nginx user); they read web/dist only.
      { user: process.getuid?.() === 0 ? 'www-data' : undefined, workers: 2 },
    );
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'www-data:', path.join(nginxDir, 'tmp')]);
    const test = spawnSync(nginxBin, ['-t', '-q', '-p', nginxDir, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
    // Under the lifeline (stdin), in a group of its own that is signalled as a whole (lifeline.mjs).
    const nginx = spawn(process.execPath, [LIFELINE, nginxBin, '-p', nginxDir, '-c', conf, '-g', 'daemon off;'], {
      cwd: nginxDir,
      stdio: ['pipe', 'ignore', 'pipe'],
      detached: true,
    });
    nginx.stdin!.on('error', () => {});
    const signalNginx = (sig: NodeJS.Signals) => {
      try {
        process.kill(-nginx.pid!, sig);
      } catch {
        // already gone
      }
    };
    let nginxErr = '';
    nginx.stderr!.on('data', (d) => {
      nginxErr = (nginxErr + d).slice(-4000);
    });
    let nginxExit: string | null = null;
    const nginxExited = new Promise<void>((resolve) =>
      nginx.once('exit', (code, sig) => {
        nginxExit = `nginx exited (${sig ?? `code ${code}`}): ${nginxErr}`;
        resolve();
      }),
    );
    cleanups.push(async () => {
      if (nginxExit) return;
      signalNginx('SIGQUIT'); // graceful: finishes the requests it holds
      const t = setTimeout(() => signalNginx('SIGKILL'), 10_000);
      await nginxExited;
      clearTimeout(t);
    });
    await waitFor200(`${url}/api/health/ready`, () => nginxExit ?? aborted(), 30_000);
    log(`nginx on ${url} (pid ${nginx.pid})`);

    return {
      url,
      instances,
      databaseUrl: pg.url,
      replicaUrl,
      s3: { endpoint: s3.endpoint, bucket: s3.bucket },
      dir,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
