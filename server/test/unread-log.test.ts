import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, ROOT, serverDatabase } from './processes.js';

// The hang this guards against came 4 starts out of 4; 20 starts held one API worker for 216 s of a fresh clone's run.
const STARTS = 5;
/** From SIGTERM to the last process of `npm start` gone: a deadline catching a hang, not a speed goal. */
const EXIT_WITHIN_MS = 15_000;

/** Whether any process of the group is left. */
const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The README's first command run as a parent that stops reading its log (DESIGN.md section 12, "Logging never
 * blocks"): `npm start` in production on PGlite with stdout and stderr piped to this process; one request; SIGTERM
 * to its process group and the pipes' reading ends closed. The server logs its stop into a closed pipe: it must
 * still exit. pino's default writer retried that write every 100 ms for good at exit (4 of 4 starts hung).
 */
describe('npm start whose log is no longer read, or whose npm is stopped alone', () => {
  let dataDir: string;
  let dropDatabase = async () => {};
  let env: Record<string, string> = {};
  const groups: number[] = [];

  beforeAll(async () => {
    // The builds npm start would make (the server as JavaScript), made once here rather than in the first start.
    const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
      cwd: ROOT,
      env: { ...process.env, SERVE_WEB: 'false' },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-unread-log-'));
    ({ env, drop: dropDatabase } = await serverDatabase(dataDir, { production: true }));
  }, 600_000);

  afterAll(async () => {
    for (const g of groups) if (groupAlive(g)) process.kill(-g, 'SIGKILL');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** `npm start` in its own process group, as a shell's job, once it is ready; its log so far in `out()`. */
  async function startNpm() {
    const port = await freePort();
    const child: ChildProcess = spawn('npm', ['start'], {
      cwd: ROOT,
      // Its own process group, as a shell's job: the signal goes to npm and the server alike.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDERS: 'sandbox',
        DATA_DIR: dataDir,
        PORT: String(port),
        SERVE_WEB: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    groups.push(child.pid!);
    let out = '';
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    child.stdout!.on('data', (d) => {
      out += d;
    });
    child.stderr!.on('data', (d) => {
      out += d;
    });
    await vi.waitFor(
      () => {
        if (exited) throw new Error(`npm start exited before it was ready:\n${out}`);
        expect(out).toMatch(/"msg":"ready in \d+ ms/);
      },
      { timeout: 120_000, interval: 50 },
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(res.status).toBe(200);
    await res.text();
    return { child, out: () => out };
  }

  async function startAndStop(): Promise<number> {
    const { child } = await startNpm();
    const t1 = performance.now();
    process.kill(-child.pid!, 'SIGTERM');
    child.stdout!.destroy();
    child.stderr!.destroy();
    await vi.waitFor(() => expect(groupAlive(child.pid!), 'a process of npm start is left').toBe(false), {
      timeout: EXIT_WITHIN_MS,
      interval: 50,
    });
    return performance.now() - t1;
  }

  it(
    `exits within 15 s of SIGTERM, ${STARTS} starts out of ${STARTS}`,
    async () => {
      const exits: number[] = [];
      for (let i = 0; i < STARTS; i++) exits.push(await startAndStop());
      expect(exits).toHaveLength(STARTS);
      expect(Math.max(...exits)).toBeLessThan(EXIT_WITHIN_MS);
    },
    STARTS * 150_000,
  );

  // A process manager stops the process it started: npm alone. npm hands the signal to the shell it ran the script
  // in, which dies of it without passing it on; the server was left running, holding its port and data folder.
  it('drains and stops when npm alone gets SIGTERM, as a process manager sends it', async () => {
    const { child, out } = await startNpm();
    process.kill(child.pid!, 'SIGTERM');
    await vi.waitFor(() => expect(groupAlive(child.pid!), 'a process of npm start is left').toBe(false), {
      timeout: EXIT_WITHIN_MS,
      interval: 50,
    });
    expect(out()).toMatch(/"msg":"the process npm start ran in is gone: stopping"/);
    expect(out()).toMatch(/"signal":"SIGTERM","msg":"draining"/);
    expect(out()).toMatch(/"msg":"stopped"/);
    // Once: a second signal would have quit without draining.
    expect(out()).not.toMatch(/second SIGTERM/);
  }, 150_000);
});
