import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One real server per Playwright worker: the API (serving the built console from web/dist) on PGlite in a fresh
 * DATA_DIR, its payment providers talking to local fake gateways (server/test/fakes/serve-with-gateways.ts).
 * Workers share nothing, so a spec file runs on whichever worker is free and no spec sees another's rows. Worker
 * `parallelIndex` i listens on E2E_PORT + i (8181 by default).
 */
export interface TestServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startTestServer(parallelIndex: number): Promise<TestServer> {
  const port = Number(process.env.E2E_PORT ?? 8181) + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/fakes/serve-with-gateways.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await ready(child, exited);
  } catch (e) {
    await stop(child, exited);
    throw e;
  }
  return {
    url,
    dataDir,
    async stop() {
      await stop(child, exited);
      if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
      else console.log(`E2E_KEEP_DATA: worker ${parallelIndex}'s data is in ${dataDir}`);
    },
  };
}

/** Waits for the server's "ready" message (sent once it listens, after migrations and the demo rows); an exit fails. */
function ready(child: ChildProcess, exited: Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    child.on('message', (m) => m === 'ready' && resolve());
    exited.then(() => reject(new Error(`the test server exited (${child.exitCode}) before it was ready`)));
  });
}

/** SIGTERM (the server drains and exits), SIGKILL if it is still there after 20 s. */
async function stop(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  // biome-ignore lint/plugin/no-real-waits: a deadline for a server that ignores SIGTERM, not a wait in a test
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
