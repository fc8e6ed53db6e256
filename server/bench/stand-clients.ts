// Clients of the stand (server/stand/stand.ts) for the benches that drive it through nginx (soak.ts,
// photo-ingest.ts): HTTP from a loopback address of each client's own (127.50.x.y), so nginx sees each client's
// address and the API counts its per-address limits on it as for real devices; the set-up of stores, devices and
// app accounts with the console's own calls; an instance's memory and CPU read from /proc.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { readOutboxCode } from '../src/lib/sms/index.js';
import type { Stand } from '../stand/stand.js';

/** The password of every account the set-up makes. */
export const PASSWORD = 'Soak#Run2026pass';
const VIEWER_EXPIRY = '2030-06-30T00:00:00.000Z';

// --- HTTP through nginx, from a chosen local address -------------------------------------------------------------

export interface Answer {
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  error?: string;
}

export function send(
  base: URL,
  o: {
    agent?: http.Agent;
    localAddress?: string;
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: o.method,
        path: o.path,
        agent: o.agent,
        localAddress: o.localAddress,
        headers: { ...o.headers, ...(o.body !== undefined ? { 'content-length': Buffer.byteLength(o.body) } : {}) },
        timeout: 120_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? null, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (e) => resolve({ status: null, headers: {}, body: Buffer.alloc(0), error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: null, headers: {}, body: Buffer.alloc(0), error: e.message }));
    req.end(o.body);
  });
}

export const jsonOf = <T>(a: Answer): T | null => {
  try {
    return JSON.parse(a.body.toString('utf8')) as T;
  } catch {
    return null;
  }
};
export const datas = <T>(a: Answer): T => {
  const env = jsonOf<{ code: number; datas: T; message?: string }>(a);
  if (a.status !== 200 || !env || env.code !== 200)
    throw new Error(`answered ${a.status ?? a.error}: ${a.body.toString('utf8').slice(0, 300)}`);
  return env.datas;
};
/** A 200 with the API's envelope saying 200. */
export const envelopeOk = (a: Answer) => a.status === 200 && jsonOf<{ code: number }>(a)?.code === 200;

/** What a failed answer said, in a line: the API's code and message, nginx's title, or the connection's error. */
export function detailOf(a: Answer): string {
  if (a.status === null) return a.error ?? 'no answer';
  const env = jsonOf<{ code?: number; message?: string }>(a);
  if (env?.code !== undefined) return `${env.code} ${env.message ?? ''}`.trim().slice(0, 160);
  const title = /<title>([^<]*)<\/title>/i.exec(a.body.toString('utf8'))?.[1];
  return (title ?? a.body.toString('utf8')).replace(/\s+/g, ' ').trim().slice(0, 160);
}

/** A client of the stand: one keep-alive connection from its own loopback address. */
export class Client {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(
    readonly base: URL,
    readonly address: string,
  ) {}
  call(method: string, p: string, o: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'x-lang': 'en-US', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | Buffer | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    }
    return send(this.base, { agent: this.agent, localAddress: this.address, method, path: p, headers, body });
  }
  form(p: string, token: string, f: { contentType: string; data: Uint8Array }) {
    return send(this.base, {
      agent: this.agent,
      localAddress: this.address,
      method: 'POST',
      path: p,
      headers: { authorization: `Bearer ${token}`, 'content-type': f.contentType, 'x-lang': 'en-US' },
      body: Buffer.from(f.data),
    });
  }
  close() {
    this.agent.destroy();
  }
}

/** Client i's loopback address: 127.50.0.1, 127.50.0.2 ... (setup uses 127.60.x.y). */
export const addressOf = (i: number, net = 50) => `127.${net}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** `each` over `items`, `width` at a time. */
export async function pool<T>(items: T[], width: number, each: (t: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await each(items[i]!, i);
      }
    }),
  );
}

// --- setup -------------------------------------------------------------------------------------------------------

export interface StandStore {
  index: number;
  shopId: number;
  ownerId: number;
  userName: string;
  token: string;
  devices: string[];
  working: Array<{ id: number; userName: string }>;
  viewers: Array<{ id: number; userName: string }>;
}

export interface StoreShape {
  stores: number;
  devicesPerStore: number;
  workingPerStore: number;
  viewersPerStore: number;
  /** Starts every user name and device number (`sk`: the soak's), so two benches' rows never meet. */
  prefix: string;
  /** The stores' names: `<label> store <tag>-<n>`. */
  label: string;
  /** The 3 digits after 86 of the owners' mobiles; the accounts' take the next number down. */
  mobile: number;
}

/**
 * Stores registered with an SMS code (read from the instances' outboxes), their owners signed in, devices and app
 * accounts (working ends, and viewer ends expiring in 2030) added with the console's own calls; store s from
 * 127.60.x.y. `tag` (6 digits) keeps a run's names apart from the previous run's.
 */
export async function setUpStores(
  stand: Stand,
  base: URL,
  tag: string,
  shape: StoreShape,
  log: (m: string) => void,
): Promise<StandStore[]> {
  const outboxes = stand.instances.map((x) => path.join(stand.dir, x.name, 'outbox', 'sms.jsonl'));
  const { prefix: p } = shape;
  const stores: StandStore[] = [];
  await pool(
    Array.from({ length: shape.stores }, (_, s) => s),
    4,
    async (s) => {
      const c = new Client(base, addressOf(s, 60));
      try {
        const mobile = `86 ${shape.mobile}${tag.slice(-4)}${String(s).padStart(4, '0')}`;
        datas(await c.call('POST', `/api/sms/sendVCode/${encodeURIComponent(mobile)}`));
        let code: string | null = null;
        for (const f of outboxes) code ??= await readOutboxCode(f, mobile);
        if (!code) throw new Error(`no code for ${mobile} in ${outboxes.join(', ')}`);
        const userName = `${p}${tag}s${s}`;
        datas(
          await c.call('POST', '/api/user/register', {
            json: { shopName: `${shape.label} store ${tag}-${s}`, userName, mobile, code, password: PASSWORD },
          }),
        );
        const signedIn = datas<{ access_token: string; user: { id: number; shopInfo: { id: number } } }>(
          await c.call('POST', '/api/login', { json: { username: userName, password: PASSWORD } }),
        );
        const token = signedIn.access_token;
        const devices = Array.from({ length: shape.devicesPerStore }, (_, d) => `${p.toUpperCase()}${tag}-${s}-${d}`);
        for (const deviceNo of devices)
          datas(
            await c.call('POST', '/api/shopDevice/add', {
              token,
              json: { deviceNo, deviceName: `${shape.label} ${deviceNo}` },
            }),
          );
        const account = async (n: number, viewer: boolean) => {
          const name = `${p}${tag}s${s}${viewer ? 'v' : 'w'}${n}`;
          const { id } = datas<{ id: number }>(
            await c.call('POST', '/api/user/add', {
              token,
              json: {
                userType: viewer ? 2 : 1,
                userName: name,
                mobile: `86 ${shape.mobile - 1}${tag.slice(-4)}${String(s * 100 + n + (viewer ? 50 : 0)).padStart(4, '0')}`,
                password: PASSWORD,
                permanent: !viewer,
                expireTime: viewer ? VIEWER_EXPIRY : null,
              },
            }),
          );
          return { id, userName: name };
        };
        const working = [];
        for (let n = 0; n < shape.workingPerStore; n++) working.push(await account(n, false));
        const viewers = [];
        for (let n = 0; n < shape.viewersPerStore; n++) viewers.push(await account(n, true));
        stores[s] = {
          index: s,
          shopId: signedIn.user.shopInfo.id,
          ownerId: signedIn.user.id,
          userName,
          token,
          devices,
          working,
          viewers,
        };
      } finally {
        c.close();
      }
    },
  );
  log(
    `set up ${shape.stores} stores, each with ${shape.devicesPerStore} devices, ${shape.workingPerStore} working and ${shape.viewersPerStore} viewer ends`,
  );
  return stores;
}

/** Each seat's app account signed in on its device, from the address `addressOf(i)` of its client: the tokens. */
export async function signInDevices(
  base: URL,
  seats: Array<{ userName: string; deviceNo: string }>,
  address: (i: number) => string = addressOf,
): Promise<string[]> {
  const tokens: string[] = [];
  await pool(seats, 16, async ({ userName, deviceNo }, i) => {
    const c = new Client(base, address(i));
    try {
      tokens[i] = datas<{ access_token: string }>(
        await c.call('POST', '/api/app/v1/login', { json: { userName, password: PASSWORD, deviceNo } }),
      ).access_token;
    } finally {
      c.close();
    }
  });
  return tokens;
}

/** Waits until `done()` (asked every `everyMs`) or `ms` passed; answers whether it got there. */
export async function until(done: () => Promise<boolean>, ms: number, everyMs = 500) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

// --- an instance's memory and CPU ------------------------------------------------------------------------------------

/** The process's resident memory (VmRSS), or null when it is gone. */
export function rssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** V8's heap in use as the instance's /metrics says (null when it does not answer within 2 s). */
export async function heapOf(metricsUrl: string): Promise<number | null> {
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(2_000) })).text();
    const m = /^nodejs_heap_size_used_bytes\s+([0-9.e+]+)/m.exec(text);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

let ticks: number | null = null;
/** Clock ticks a second, the unit of /proc/<pid>/stat's times. */
function clockTicks(): number {
  ticks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  return ticks;
}

/** /proc/<pid>/stat's fields from the state on (the name before it may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds a process has used (utime + stime), and with its descendants (its children living now, and those
 * it has waited for: cutime + cstime), e.g. an instance's thumbnail workers. Null when it is gone.
 */
export function cpuOf(pid: number | undefined): { self: number; tree: number } | null {
  const t = pid ? ticksOf(pid) : null;
  return t && { self: t.self / clockTicks(), tree: t.tree / clockTicks() };
}

function ticksOf(pid: number): { self: number; tree: number } | null {
  const f = statFields(pid);
  if (!f) return null;
  // From the state (field 3): utime is field 14, stime 15, cutime 16, cstime 17.
  const self = Number(f[11]) + Number(f[12]);
  let tree = self + Number(f[13]) + Number(f[14]);
  for (const child of childrenOf(pid)) tree += ticksOf(child)?.tree ?? 0;
  return { self, tree };
}

/** The pids of a process's children living now. */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
