import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDbKind } from './db.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/** A port with the stand's 21 after it free (instances at +1.., metrics at +11.., s3rver at +20). */
async function freeBase(): Promise<number> {
  for (let base = 9400 + (process.pid % 40) * 25; ; base += 25) {
    const ports = [base, base + 1, base + 2, base + 11, base + 12, base + 20];
    if (!(await Promise.all(ports.map(listening))).some(Boolean)) return base;
  }
}

/**
 * `npm run stand` (server/stand/main.ts) is stopped while it comes up, as Ctrl-C or a crash would: once the first
 * instance is ready and the second is starting. Nothing it started may be left: before, a Ctrl-C then killed the
 * stand alone, and its first instance kept serving on its port, answering 500 with the database deleted. Run in
 * the PostgreSQL section only (the stand has a cluster of its own either way).
 */
describe.runIf(testDbKind() === 'postgres')('the stand stopped while it starts', () => {
  const started: ChildProcess[] = [];
  /** The stands' folders (logs): a stand killed outright cannot delete its own. */
  const folders: string[] = [];
  /** Instances seen, killed at the end should one be left (the failure this file looks for). */
  const instances: number[] = [];

  beforeAll(() => {
    // The compiled server the stand runs (what `npm run stand` builds first), made once for the file.
    const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
      cwd: ROOT,
      env: { ...process.env, SERVE_WEB: 'false' },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  }, 600_000);

  afterAll(() => {
    for (const pid of instances) if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
    for (const c of started) {
      try {
        process.kill(-c.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }
  });

  /** Starts the stand; resolves once its first instance is ready, with what it said so far. */
  async function standUntilFirstInstance() {
    const base = await freeBase();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/stand/main.ts', '--no-build', '--port', String(base), '--instances', '2'],
      // Its own process group, as a terminal's foreground job: Ctrl-C is a SIGINT to the whole group.
      { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.push(child);
    let said = '';
    child.stdout!.on('data', (d) => {
      said += d;
    });
    child.stderr!.on('data', (d) => {
      said += d;
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`the stand exited:\n${said}`);
        expect(said).toMatch(/api-1 ready on .*\(pid \d+/);
      },
      { timeout: 240_000, interval: 100 },
    );
    const instancePid = Number(/api-1 ready on .*\(pid (\d+)/.exec(said)![1]);
    const pgFolder = /data in (\S+), fast=/.exec(said)![1]!;
    instances.push(instancePid);
    expect(alive(instancePid)).toBe(true);
    const dataDir = /(?:^|\0)DATA_DIR=([^\0]+)/.exec(fs.readFileSync(`/proc/${instancePid}/environ`, 'utf8'))?.[1];
    if (dataDir) folders.push(path.dirname(dataDir));
    expect(await listening(base + 1)).toBe(true);
    return { child, base, instancePid, pgFolder, exited, said: () => said };
  }

  /** Nothing the stand started is left: the instance, its ports, s3rver, PostgreSQL and its folder. */
  async function nothingLeft(s: Awaited<ReturnType<typeof standUntilFirstInstance>>) {
    await vi.waitFor(
      async () => {
        expect(alive(s.instancePid), `api-1 (pid ${s.instancePid}) is still running`).toBe(false);
        for (const p of [s.base, s.base + 1, s.base + 2, s.base + 11, s.base + 12, s.base + 20])
          expect(await listening(p), `port ${p} still answers`).toBe(false);
        expect(fs.existsSync(s.pgFolder), `PostgreSQL's folder ${s.pgFolder} is still there`).toBe(false);
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  it('Ctrl-C (SIGINT to its process group) stops everything it started, in order', async () => {
    const s = await standUntilFirstInstance();
    process.kill(-s.child.pid!, 'SIGINT');
    await s.exited;
    await nothingLeft(s);
    expect(s.said()).toMatch(/SIGINT: stopping/);
  }, 360_000);

  it('killed outright (SIGKILL), what it started follows it', async () => {
    const s = await standUntilFirstInstance();
    s.child.kill('SIGKILL');
    await s.exited;
    await nothingLeft(s);
  }, 360_000);
});
