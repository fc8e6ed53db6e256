import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/seed.js';
import { freePort, serverDatabase, startReadyServer } from './processes.js';

/** One HTTP/1.1 answer read off a raw socket: status, headers, body (by Content-Length). */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw keep-alive connection: send any bytes, read answers in order, see when the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buf = Buffer.alloc(0);
  let closed = false;
  let wake: (() => void) | null = null;
  socket.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    wake?.();
  });
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    connected,
    send: (text: string) => socket.write(text),
    get closed() {
      return closed;
    },
    /** The next answer, or null when the server closes the connection first. */
    async answer(): Promise<RawAnswer | null> {
      for (;;) {
        const end = buf.indexOf('\r\n\r\n');
        if (end >= 0) {
          const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
          const headers = Object.fromEntries(
            lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
          );
          const length = Number(headers['content-length'] ?? 0);
          if (buf.length >= end + 4 + length) {
            const body = buf.subarray(end + 4, end + 4 + length).toString('utf8');
            buf = buf.subarray(end + 4 + length);
            return { status: Number(statusLine!.split(' ')[1]), headers, body };
          }
        }
        if (closed) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
    destroy: () => socket.destroy(),
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

/**
 * SIGTERM on a real server process (DESIGN.md section 12): not ready at once, new connections refused, the
 * request in flight finishes, one that never finishes sending is cut at SHUTDOWN_TIMEOUT_MS, exit 0 within the units' 30 s.
 * A request is held in flight by sending its headers and only part of its body: the server is then past
 * onRequest (it counts the request, which the metrics port shows) and waits for the rest, for as long as the
 * test likes.
 */
describe('SIGTERM', () => {
  let child: ChildProcess;
  let port: number;
  let metricsPort: number;
  let dataDir: string;
  let dropDatabase = async () => {};
  let output: () => string;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-shutdown-'));
    const database = await serverDatabase(dataDir, { production: true });
    dropDatabase = database.drop;
    metricsPort = await freePort();
    const server = await startReadyServer(
      {
        ...database.env,
        DATA_DIR: dataDir,
        METRICS_PORT: String(metricsPort),
        SHUTDOWN_TIMEOUT_MS: '3000',
        SEED_DEMO: 'false',
        SERVE_WEB: 'false',
        NODE_ENV: 'production',
        PAYMENT_PROVIDERS: 'sandbox',
        LOG_LEVEL: 'info',
      },
      // A server started from source (tsx) took over 60 s to be ready at load 13-15; the test is about its stop.
      180_000,
    );
    ({ child, port, exited, output } = server);
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops being ready, finishes the request in flight, cuts a stuck one at the deadline and exits 0', async () => {
    const signIn = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password }),
    });
    const token = ((await signIn.json()) as { datas: { access_token: string } }).datas.access_token;

    // A: a keep-alive connection, idle at SIGTERM. B and C: a list request with half its body sent.
    const a = rawConnection(port);
    await a.connected;
    a.send('GET /api/health/ready HTTP/1.1\r\nHost: t\r\n\r\n');
    expect((await a.answer())?.status).toBe(200);
    const halfSent = (c: ReturnType<typeof rawConnection>) =>
      c.send(
        `POST /api/user/query/1/20 HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`,
      );
    const b = rawConnection(port);
    const c = rawConnection(port);
    halfSent(b);
    halfSent(c);
    await vi.waitFor(
      async () => {
        const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(text).toMatch(/^http_requests_in_flight 2$/m);
      },
      { timeout: 10_000, interval: 20 },
    );

    const t0 = performance.now();
    child.kill('SIGTERM');
    // Draining starts before the listener closes: once a new connection is refused, the instance drains.
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 5_000, interval: 10 });
    a.send('GET /api/health/ready HTTP/1.1\r\nHost: t\r\n\r\n');
    const notReady = await a.answer();
    expect(notReady?.status).toBe(503);
    expect(notReady?.headers.connection).toBe('close');
    expect(JSON.parse(notReady!.body)).toMatchObject({
      code: 100503,
      datas: { ready: false, checks: { draining: true } },
    });

    b.send('}');
    const finished = await b.answer();
    expect(finished?.status).toBe(200);
    expect(JSON.parse(finished!.body).datas.list.length).toBeGreaterThan(0);

    // C never sends the rest: its connection is cut at SHUTDOWN_TIMEOUT_MS, and the process exits 0.
    expect(await c.answer()).toBeNull();
    const { code, signal } = await exited;
    const ms = performance.now() - t0;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Within the stop timeout of the units (systemd TimeoutStopSec=30, compose stop_grace_period 30s); at load 15 the
    // exit came 12 s after the signal, past the 10 s this asked before.
    expect(ms).toBeLessThan(30_000);
    const stopped = output()
      .split('\n')
      .filter((l) => l.includes('"msg":"stopped"'))
      .map((l) => JSON.parse(l));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({ cut: 1, jobsLeft: false });
    expect(stopped[0].ms).toBeGreaterThanOrEqual(3000);
    a.destroy();
  }, 60_000);
});
