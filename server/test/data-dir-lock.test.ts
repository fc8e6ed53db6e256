import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnMain, watchServer } from './processes.js';

/** One server per DATA_DIR: real server processes (`server/src/main.ts`) on one folder. */
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function start(dataDir: string) {
  const child = spawnMain({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    DATABASE_URL: '',
  });
  children.push(child);
  return {
    child,
    ...watchServer(child),
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

const lockFile = (dir: string) => path.join(dir, 'server.lock');

describe('DATA_DIR lock', () => {
  it('refuses a second server on a folder a live server holds, and takes over a lock whose holder is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-lock-'));
    dirs.push(dir);
    // A lock left by a process that no longer runs (a crash).
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.once('exit', r));
    fs.writeFileSync(lockFile(dir), `${gone.pid}\n`);

    const first = start(dir);
    await first.ready();
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(first.child.pid));

    const second = start(dir);
    expect(await second.exited).toBe(3);
    expect(second.output()).toMatch(/in use by another server \(pid \d+/);
    expect(second.output()).toContain(String(first.child.pid));
    // The refused server left the holder's lock alone.
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(first.child.pid));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  }, 300_000); // two servers started from source: at load 15 they took over the default 120 s
});
