import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createDeps, type Deps, type HarnessOptions } from '../src/deps.js';
import { loadSecret } from '../src/lib/secret.js';
import { createSmsSender, OutboxSmsSender, readOutboxCode } from '../src/lib/sms/index.js';
import { DEMO_ACCOUNTS } from '../src/seed/seed.js';
import { freshDatabase } from './db.js';

export { DEMO_ACCOUNTS };

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; datas: T };
  text: string;
}

export interface RequestOptions {
  token?: string | null;
  /** JSON body */
  body?: unknown;
  /** urlencoded body */
  form?: Record<string, string>;
  /** raw body with its own content type */
  raw?: { contentType: string; data: string | Uint8Array };
  headers?: Record<string, string>;
  /** Connect from this local address (e.g. 127.0.0.2: another client address on the loopback). */
  from?: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  deps: Deps;
  db: Database['db'];
  dataDir: string;
  request<T = any>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, opts?: RequestOptions): Promise<ApiResponse<T>>;
  /** Signs in and returns the token (throws when sign-in fails). */
  login(userName: string, password: string): Promise<string>;
  /** The newest verification code the outbox holds for a phone. */
  lastCode(phone: string): Promise<string | null>;
  close(): Promise<void>;
}

export interface StartOptions {
  logs?: string[];
  /** A second instance on this server's database. */
  sameDatabaseAs?: TestServer;
  /**
   * `'manual'` (the default): nothing runs in the background (no job polling, no data centre fold, no file sweep,
   * no delivery right after a checkout); the test runs it with `s.deps.jobs.drain()` or calls the service
   * (`orders.reconcile()`, `data.fold()`), so no background run races what the test checks. `'running'`: as in
   * production, for a test of the background itself.
   */
  jobs?: 'manual' | 'running';
  /** Per-address limits in place of ADDRESS_LIMITS' (a test of the mechanism with small numbers). */
  addressLimits?: HarnessOptions['addressLimits'];
  /**
   * A streaming replica of the test cluster (server/test/replica.ts): DATABASE_READ_URL names this server's database
   * on it, with the same role.
   */
  replica?: { urlFor(url: string): string };
  /** Routes of the test's own under the API prefix (buildApp's extraRoutes), behind the same plugins. */
  routes?: (api: FastifyInstance) => Promise<void>;
}

/** Starts the real server on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) on a free port. */
export async function startServer(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-test-'));
  const shared = opts.sameDatabaseAs;
  // A second instance has what a fleet shares: the first one's SERVER_SECRET when it has one, else a copy of its
  // DATA_DIR/secrets (the file signing and verification-code keys), so both sign and verify alike. Setting
  // SERVER_SECRET on the second alone would derive other keys (the sandbox's) than the first keeps in the database.
  if (shared && !shared.deps.config.serverSecret) {
    loadSecret({ dataDir: shared.dataDir, file: 'server.key' });
    fs.cpSync(path.join(shared.dataDir, 'secrets'), path.join(dataDir, 'secrets'), { recursive: true });
  }
  const sharedSecret = shared?.deps.config.serverSecret;
  const database = shared ? shared.deps.database : await freshDatabase();
  const primaryUrl = database.pool?.options.connectionString;
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    NODE_ENV: 'test',
    SERVER_SECRET: sharedSecret,
    DATABASE_READ_URL: opts.replica && primaryUrl ? opts.replica.urlFor(primaryUrl) : undefined,
    // Every store's customer figures are counted again whenever a customer analysis changed (tests compare them with
    // the rows after each change); customers.test.ts checks the production gap.
    DATA_RECOUNT_MS: '0',
    ...env,
  });
  const sms = await createSmsSender(config);
  const deps = createDeps(config, database, sms, {
    manualJobs: (opts.jobs ?? 'manual') === 'manual',
    addressLimits: opts.addressLimits,
  });
  const logs = opts.logs;
  const app = await buildApp(deps, {
    logger: logs ? { level: 'info', stream: { write: (line: string) => void logs.push(line) } } : false,
    extraRoutes: opts.routes,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  async function request<T>(method: string, p: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.raw) {
      headers['content-type'] = opts.raw.contentType;
      body = opts.raw.data as BodyInit;
    } else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = opts.from
      ? await requestFrom(opts.from, `${url}${p}`, method, headers, body as string | Uint8Array | undefined)
      : await fetch(`${url}${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: ApiResponse<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: -1, message: text, datas: undefined as T };
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  const server: TestServer = {
    url,
    app,
    deps,
    db: database.db,
    dataDir,
    request,
    get: (p, opts) => request('GET', p, opts),
    post: (p, body, opts) => request('POST', p, { ...opts, body }),
    async login(userName, password) {
      const res = await request<{ access_token: string }>('POST', '/api/login', {
        form: { username: userName, password },
      });
      if (res.body.code !== 200) throw new Error(`login ${userName} failed: ${res.text}`);
      return res.body.datas.access_token;
    },
    lastCode: (phone) => (sms instanceof OutboxSmsSender ? readOutboxCode(sms.file, phone) : Promise.resolve(null)),
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** One request over node:http from a chosen local address (fetch cannot pick one). */
function requestFrom(
  localAddress: string,
  target: string,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): Promise<{ status: number; headers: Headers; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, String(v));
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: h, text: async () => text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Signs in as one of the demo accounts. */
export const loginAs = (s: TestServer, who: keyof typeof DEMO_ACCOUNTS) =>
  s.login(DEMO_ACCOUNTS[who].userName, DEMO_ACCOUNTS[who].password);

/** The demo stores' owners (Demo Store's, the second store's) and the platform operator, signed in in turn. */
export async function demoTokens(s: TestServer) {
  return {
    demo: await loginAs(s, 'demoshop'),
    second: await loginAs(s, 'secondshop'),
    platform: await loginAs(s, 'platform'),
  };
}
export type DemoTokens = Awaited<ReturnType<typeof demoTokens>>;

/**
 * Two instances on one database (on PostgreSQL each with its own pool), as a fleet runs them: for a test of what
 * two servers do at once. Close them with `closeServers(two, one)`.
 */
export async function startTwoInstances(env: Record<string, string> = {}) {
  const one = await startServer(env);
  try {
    return { one, two: await startServer(env, { sameDatabaseAs: one }) };
  } catch (e) {
    await one.close();
    throw e;
  }
}

/** Closes the servers in turn (the second instance before the first), passing over those that never started. */
export async function closeServers(...servers: (TestServer | undefined)[]) {
  for (const s of servers) await s?.close();
}
