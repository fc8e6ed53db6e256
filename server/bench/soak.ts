// The soak (issue 25, DESIGN.md section 12): a mixed workload through the stand's nginx at 200 connections for a
// minute or more; half-way one API instance is killed with SIGKILL and started again. `npm run stand -- --soak 60
// [--connections 200]` (server/stand/main.ts), or a section of `npm run bench` (server/bench/run.ts).
//
// Setup, through nginx like everything else: stores registered with an SMS code (read from the instances'
// outboxes), their owners signed in, devices and app accounts (working ends, and viewer ends expiring in 2030)
// added with the console's own calls, every connection's app account signed in on one of its store's devices.
//
// Load: each connection is a client of its own, from a loopback address of its own (127.50.x.y): nginx sees
// each client's address and the API counts its per-address limits on it, as it would for 200 browsers and
// devices. Nothing is forged and no limit is changed: nginx overwrites X-Forwarded-For with the address it saw.
// What the product's per-store limits allow is kept to: each store stores at most STORE_UPLOADS files in the
// run (STORE_UPLOAD_LIMIT is 200 an hour), after which its analyses carry no photo and its console no upload.
// Each client loops over kinds picked by weight:
//   console sign-in   POST /api/login (the store owner)
//   console list      POST user/query, userOrder/query, shopDevice/query (page 1 of 20), in turn
//   upload            POST /api/file/put, a 64 x 64 PNG
//   order add/pay, sandbox pay   a renewal of 1-2 viewer ends (one client per store renews its cloud space
//                     instead, one order at a time), opened with the sandbox and paid on its checkout (303);
//                     the sandbox notifies the API through nginx in the background
//   app sign-in       POST /api/app/v1/login on the client's device
//   feed              GET /api/app/v1/content with If-None-Match (200 or 304)
//   analysis photo, analysis   POST /api/app/v1/files then /api/app/v1/analyses (201); an analysis cut in flight
//                     is sent again with its clientId, as the app does. Both switch themselves off (and the
//                     output says so) when the route answers 404 (a server without analyses).
// Half-way the first instance gets SIGKILL and is started again (stand.ts waits for /api/health/ready); each
// instance's resident memory is read from /proc/<pid>/status every 5 s.
//
// Afterwards, once the sandbox's notifications are delivered and the data centre's deltas folded: a recount from
// the rows (money, renewals, analyses; soak-report.ts) and the data centre's overview through nginx against
// modules/data/recount.ts, for every store and for the platform.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_PHOTO_LIMIT, localDate, presetRange, STORE_UPLOAD_LIMIT, type TDataOverview } from '@skin/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { makePng } from '../../contract/src/testing/images.js';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { recount } from '../src/modules/data/recount.js';
import { DEMO_ACCOUNTS, ROOT, type Stand } from '../stand/stand.js';
import { formBody } from '../test/multipart.js';
import { sortedOverview } from '../test/overview.js';
import { seededRandom } from '../test/random.js';
import {
  type AnalysesRecount,
  classify,
  differences,
  type Kill,
  type KindRow,
  kindTable,
  type MemorySample,
  type MemoryVerdict,
  type MoneyRecount,
  memoryVerdict,
  recountAnalyses,
  recountMoney,
  type Sample,
} from './soak-report.js';
import {
  type Answer,
  addressOf,
  Client,
  datas,
  detailOf,
  envelopeOk,
  heapOf,
  jsonOf,
  PASSWORD,
  rssOf,
  type StandStore,
  type StoreShape,
  setUpStores,
  signInDevices,
  until,
} from './stand-clients.js';

export const KINDS = [
  'console sign-in',
  'console list',
  'upload',
  'order add',
  'order pay',
  'sandbox pay',
  'app sign-in',
  'feed',
  'analysis photo',
  'analysis',
] as const;
type Kind = (typeof KINDS)[number];

/** Relative weights of what a client does next (an order is three requests, an analysis two). */
const WEIGHTS = { signIn: 2, list: 25, upload: 3, order: 5, appSignIn: 2, feed: 45, analysis: 8 } as const;
const STORES = 10;
const DEVICES_PER_STORE = 4;
const WORKING_PER_STORE = 6;
const VIEWERS_PER_STORE = 6;
/** Files a store stores in the run, console images and analysis photos together: under its limit of the hour. */
const STORE_UPLOADS = STORE_UPLOAD_LIMIT.max - 20;
/** Analysis photos one device uploads in the run: under the app's per-device limit (60 per 10 minutes). */
const DEVICE_PHOTOS = DEVICE_PHOTO_LIMIT.max - 10;
const SAMPLE_EVERY_MS = 5_000;
/** The restarted instance's memory is measured from at least this long after it is ready again. */
const RESTART_WARMUP_MS = 10_000;

export interface SoakOptions {
  seconds: number;
  connections?: number;
  log?: (m: string) => void;
  /** where the JSON goes (default bench-results/); null writes nothing */
  outDir?: string | null;
}

export interface SoakResult {
  name: 'soak';
  startedAt: string;
  seconds: number;
  connections: number;
  instances: number;
  /** SIGKILL at `atS`; the process gone `goneAfterMs` later; ready again `backAfterMs` after the signal */
  killed: { instance: string; atS: number; goneAfterMs: number; backAfterMs: number } | null;
  kinds: KindRow[];
  totalRequests: number;
  requestsPerSecond: number;
  feed304Pct: number;
  analyses: 'on' | string;
  failures: Array<{
    kind: string;
    method: string;
    status: number | null;
    detail: string;
    startS: number;
    endS: number;
    verdict: string;
  }>;
  memory: Array<{ instance: string; samples: MemorySample[]; restarted: boolean; verdict: MemoryVerdict }>;
  money: MoneyRecount;
  analysesRecount: AnalysesRecount | null;
  aggregates: { compared: number; differing: string[] };
  passed: boolean;
  problems: string[];
  machine: { cpus: number; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  file?: string;
}

// --- setup -------------------------------------------------------------------------------------------------------

/** A store of the soak, with what it stored in the run. */
interface Store extends StandStore {
  /** files stored so far in the run (console images and analysis photos) */
  uploads: number;
  /** analysis photos so far, by device */
  photos: Map<string, number>;
}

const SHAPE: StoreShape = {
  stores: STORES,
  devicesPerStore: DEVICES_PER_STORE,
  workingPerStore: WORKING_PER_STORE,
  viewersPerStore: VIEWERS_PER_STORE,
  prefix: 'sk',
  label: 'Soak',
  mobile: 139,
};

// --- the load ------------------------------------------------------------------------------------------------------

interface Shared {
  t0: number;
  deadline: number;
  samples: Sample[];
  stores: Store[];
  analyses: 'on' | string;
  created: Set<string>;
  paidAtCheckout: Set<string>;
  analysisSent: Set<string>;
  analysisCreated: Set<string>;
  analysisRepeated: Set<string>;
  feed: { full: number; notModified: number };
  images: { contentType: string; data: Uint8Array }[];
  photos: { contentType: string; data: Uint8Array }[];
  log: (m: string) => void;
}

const STEPS = Object.entries(WEIGHTS) as Array<[keyof typeof WEIGHTS, number]>;
/** The step a number in [0, total weight) falls on. */
function pickStep(r: number): keyof typeof WEIGHTS {
  let left = r;
  for (const [step, weight] of STEPS) {
    if (left < weight) return step;
    left -= weight;
  }
  return 'feed';
}

/** Client i's store, app account and device: spread over every store's accounts and devices. */
function seatOf(i: number, stores: Store[]) {
  const store = stores[i % stores.length]!;
  const accounts = [...store.working, ...store.viewers];
  return {
    store,
    account: accounts[Math.floor(i / stores.length) % accounts.length]!,
    deviceNo: store.devices[i % store.devices.length]!,
  };
}

async function runClient(i: number, base: URL, sh: Shared, firstAppToken: string, cloudClient: boolean) {
  const c = new Client(base, addressOf(i));
  const { store, account, deviceNo } = seatOf(i, sh.stores);
  const random = seededRandom(i + 1);
  let consoleToken = store.token;
  let appToken = firstAppToken;
  let etag: string | undefined;
  let symptomKeys: string[] = [];
  let listTurn = i;

  /** One request, measured; `ok` says whether its answer is one the kind expects. */
  const measure = async (kind: Kind, method: string, run: () => Promise<Answer>, ok: (a: Answer) => boolean) => {
    const start = performance.now() - sh.t0;
    const a = await run();
    const end = performance.now() - sh.t0;
    const good = ok(a);
    sh.samples.push({ kind, method, start, end, status: a.status, ok: good, ...(good ? {} : { detail: detailOf(a) }) });
    return a;
  };
  const is =
    (...codes: number[]) =>
    (a: Answer) =>
      a.status !== null && codes.includes(a.status);

  const appSignIn = async () => {
    const a = await measure(
      'app sign-in',
      'POST',
      () => c.call('POST', '/api/app/v1/login', { json: { userName: account.userName, password: PASSWORD, deviceNo } }),
      envelopeOk,
    );
    if (envelopeOk(a)) appToken = datas<{ access_token: string }>(a).access_token;
  };

  const feed = async () => {
    const a = await measure(
      'feed',
      'GET',
      () =>
        c.call('GET', '/api/app/v1/content?language=zh-CN', {
          token: appToken,
          headers: etag ? { 'if-none-match': etag } : {},
        }),
      is(200, 304),
    );
    if (a.status === 304) sh.feed.notModified++;
    if (a.status === 200) {
      sh.feed.full++;
      etag = a.headers.etag ?? etag;
      if (!symptomKeys.length) {
        const content = datas<{ labelTypes: Array<{ labels: Array<{ symptomKey: string }> }> }>(a);
        symptomKeys = [...new Set(content.labelTypes.flatMap((t) => t.labels.map((l) => l.symptomKey)))].slice(0, 20);
      }
    }
  };

  const takeUpload = () => {
    if (store.uploads >= STORE_UPLOADS) return false;
    store.uploads++;
    return true;
  };

  const analysis = async () => {
    // The app analyses against its store's labels: it has a feed before its first analysis.
    if (!symptomKeys.length) await feed();
    const images: string[] = [];
    const devicePhotos = store.photos.get(deviceNo) ?? 0;
    if (devicePhotos < DEVICE_PHOTOS && takeUpload()) {
      store.photos.set(deviceNo, devicePhotos + 1);
      const photo = sh.photos[Math.floor(random() * sh.photos.length)]!;
      const a = await measure('analysis photo', 'POST', () => c.form('/api/app/v1/files', appToken, photo), envelopeOk);
      if (a.status === 404) return switchOff(`POST /api/app/v1/files answered 404`);
      if (envelopeOk(a)) images.push(datas<{ key: string }>(a).key);
    }
    const clientId = randomUUID();
    // Up to three different symptoms (an analysis names each at most once).
    const first = Math.floor(random() * symptomKeys.length);
    const body = {
      clientId,
      analysedAt: new Date().toISOString(),
      deviceNo,
      symptoms: [0, 1, 2].slice(0, symptomKeys.length).map((n) => ({
        symptomKey: symptomKeys[(first + n) % symptomKeys.length]!,
        degree: 1 + Math.floor(random() * 3),
      })),
      images,
    };
    sh.analysisSent.add(clientId);
    // The app sends an analysis again with its clientId until it is answered (the API records it once).
    for (let attempt = 0; attempt < 3; attempt++) {
      const a = await measure(
        'analysis',
        'POST',
        () => c.call('POST', '/api/app/v1/analyses', { token: appToken, json: body }),
        (x) => (x.status === 201 || x.status === 200) && jsonOf<{ code: number }>(x)?.code === 200,
      );
      if (a.status === 404) return switchOff('POST /api/app/v1/analyses answered 404');
      if (a.status === 201) sh.analysisCreated.add(clientId);
      if (a.status === 200) sh.analysisRepeated.add(clientId);
      if (a.status !== null && a.status !== 502 && a.status !== 504) return;
    }
  };
  const switchOff = (why: string) => {
    if (sh.analyses === 'on') {
      sh.analyses = `off: ${why} (the server has no analyses yet)`;
      sh.log(`analyses switched off: ${why}`);
      // Its 404s are no errors of the soak: they are not counted.
      for (let k = sh.samples.length - 1; k >= 0; k--)
        if (sh.samples[k]!.kind.startsWith('analysis')) sh.samples.splice(k, 1);
    }
  };

  const order = async () => {
    const json = cloudClient
      ? { orderType: 2, userId: store.ownerId }
      : {
          orderType: 1,
          years: 1,
          userIds: [...new Set([0, 1].map(() => store.viewers[Math.floor(random() * store.viewers.length)]!.id))],
        };
    const added = await measure(
      'order add',
      'POST',
      () => c.call('POST', '/api/userOrder/add', { token: consoleToken, json }),
      envelopeOk,
    );
    if (!envelopeOk(added)) return;
    const orderNo = datas<string>(added);
    sh.created.add(orderNo);
    // A store's cloud renewal answers its open one while there is one: the one this client paid at the checkout
    // a moment ago, until the sandbox's notification (sent in the background) is applied. Paying it again is
    // refused (700102, rightly); the console shows it as being paid, so the client moves on as a person would.
    if (sh.paidAtCheckout.has(orderNo)) return;
    const opened = await measure(
      'order pay',
      'POST',
      () => c.call('POST', `/api/userOrder/pay/${orderNo}`, { token: consoleToken, json: { payMethod: 'sandbox' } }),
      envelopeOk,
    );
    if (!envelopeOk(opened)) return;
    const url = new URL(datas<{ url: string }>(opened).url, base);
    const paid = await measure(
      'sandbox pay',
      'POST',
      () => c.call('POST', `${url.pathname.replace(/\/$/, '')}/pay${url.search}`),
      is(303),
    );
    if (paid.status === 303) sh.paidAtCheckout.add(orderNo);
  };

  const consoleSignIn = async () => {
    const a = await measure(
      'console sign-in',
      'POST',
      () => c.call('POST', '/api/login', { json: { username: store.userName, password: PASSWORD } }),
      envelopeOk,
    );
    if (envelopeOk(a)) consoleToken = datas<{ access_token: string }>(a).access_token;
  };

  const list = async () => {
    const p = ['/api/user/query/1/20', '/api/userOrder/query/1/20', '/api/shopDevice/query/1/20'][listTurn++ % 3]!;
    await measure('console list', 'POST', () => c.call('POST', p, { token: consoleToken, json: {} }), envelopeOk);
  };

  const upload = async () => {
    if (!takeUpload()) return list();
    const image = sh.images[Math.floor(random() * sh.images.length)]!;
    await measure('upload', 'POST', () => c.form('/api/file/put', consoleToken, image), envelopeOk);
  };

  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  try {
    while (performance.now() < sh.deadline) {
      if (!appToken) {
        await appSignIn();
        continue;
      }
      const step = pickStep(random() * total);
      if (step === 'signIn') await consoleSignIn();
      else if (step === 'list') await list();
      else if (step === 'upload') await upload();
      else if (step === 'order') await order();
      else if (step === 'appSignIn') await appSignIn();
      else if (step === 'analysis' && sh.analyses === 'on') await analysis();
      else await feed();
    }
  } finally {
    c.close();
  }
}

// --- after the load ------------------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- the run -------------------------------------------------------------------------------------------------------

export async function runSoak(stand: Stand, o: SoakOptions): Promise<SoakResult> {
  const log = o.log ?? ((m: string) => console.error(`[soak] ${m}`));
  const seconds = o.seconds;
  const connections = o.connections ?? 200;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = os.loadavg().map((x) => Math.round(x * 100) / 100);
  const base = new URL(stand.url);
  const tag = String(Date.now() % 1_000_000).padStart(6, '0');
  const db = new pg.Pool({ connectionString: stand.databaseUrl, max: 4 });
  db.on('error', () => {});
  try {
    const stores: Store[] = (await setUpStores(stand, base, tag, SHAPE, log)).map((x) => ({
      ...x,
      uploads: 0,
      photos: new Map(),
    }));
    const shopIds = stores.map((s) => s.shopId);
    const before = async () => ({
      accounts: new Map(
        (
          await db.query<{ id: number; expire_time: Date | null }>(
            'select id, expire_time from app_users where shop_id = any($1)',
            [shopIds],
          )
        ).rows.map((r) => [r.id, r.expire_time]),
      ),
      stores: new Map(
        (
          await db.query<{ id: number; cloud_expire_time: Date | null }>(
            'select id, cloud_expire_time from shops where id = any($1)',
            [shopIds],
          )
        ).rows.map((r) => [r.id, r.cloud_expire_time]),
      ),
    });
    const expiriesBefore = await before();

    const sh: Shared = {
      t0: 0,
      deadline: 0,
      samples: [],
      stores,
      analyses: 'on',
      created: new Set(),
      paidAtCheckout: new Set(),
      analysisSent: new Set(),
      analysisCreated: new Set(),
      analysisRepeated: new Set(),
      feed: { full: 0, notModified: 0 },
      // Small 1:1 PNGs for the console (file/put takes 1:1 only), 3:4 photos for analyses.
      images: await Promise.all(
        [0, 1, 2].map(() =>
          formBody({ fileType: 'image' }, { data: makePng(64, 64, { noise: true }), type: 'image/png' }),
        ),
      ),
      photos: await Promise.all(
        [0, 1, 2].map(() =>
          formBody({}, { data: makePng(96, 128, { noise: true }), name: 'photo.png', type: 'image/png' }),
        ),
      ),
      log,
    };

    // Memory of each instance every 5 s, from its pid of the moment.
    const memory = new Map(stand.instances.map((x) => [x.name, [] as MemorySample[]]));
    const sampleMemory = async () => {
      await Promise.all(
        stand.instances.map(async (x) => {
          const t = Math.round(performance.now() - sh.t0);
          const rss = rssOf(x.pid);
          if (rss === null) return;
          const heapBytes = await heapOf(x.metricsUrl);
          memory.get(x.name)!.push({ t, rssBytes: rss, ...(heapBytes === null ? {} : { heapBytes }) });
        }),
      );
    };

    const appTokens = await signInDevices(
      base,
      Array.from({ length: connections }, (_, i) => {
        const seat = seatOf(i, stores);
        return { userName: seat.account.userName, deviceNo: seat.deviceNo };
      }),
    );
    log(`${connections} app accounts signed in on their devices`);
    log(
      `load: ${connections} connections through ${stand.url} for ${seconds} s; ${stand.instances[0]!.name} is killed at ${seconds / 2} s`,
    );
    sh.t0 = performance.now();
    sh.deadline = sh.t0 + seconds * 1000;
    await sampleMemory();
    const sampler = setInterval(() => void sampleMemory(), SAMPLE_EVERY_MS);
    // Client i < STORES is store i's one cloud renewer (a store has one open cloud order at a time).
    const clients = Array.from({ length: connections }, (_, i) =>
      runClient(i, base, sh, appTokens[i]!, i < stores.length),
    );

    // Half-way: SIGKILL, then start it again (stand.ts waits for /api/health/ready).
    const victim = stand.instances[0]!;
    let kill: Kill | null = null;
    let readyAt: number | null = null;
    const killer = (async () => {
      if (stand.instances.length < 2) return;
      await sleep(Math.max(0, sh.t0 + (seconds * 1000) / 2 - performance.now()));
      const at = performance.now() - sh.t0;
      const e = await victim.kill('SIGKILL');
      kill = { at, gone: performance.now() - sh.t0 };
      log(
        `${victim.name} killed at ${(at / 1000).toFixed(1)} s (${e.signal}, gone ${Math.round(kill.gone - at)} ms later); starting it again`,
      );
      await victim.start();
      readyAt = performance.now() - sh.t0;
      log(`${victim.name} ready again at ${(readyAt / 1000).toFixed(1)} s`);
    })();
    await Promise.all(clients);
    await killer;
    const loadEnd = performance.now() - sh.t0;
    await sampleMemory();
    clearInterval(sampler);
    const loadavgAtEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
    log(`load done: ${sh.samples.length} requests in ${(loadEnd / 1000).toFixed(1)} s`);

    // The sandbox's notifications delivered (paid trades = paid orders), the data centre's deltas folded.
    const delivered = await until(async () => {
      const { rows } = await db.query<{ trades: number; orders: number }>(
        `select (select count(*)::int from sandbox_trades t join orders o on o.order_no = t.order_no
                  where o.shop_id = any($1) and t.status = 'paid') as trades,
                (select count(*)::int from orders where shop_id = any($1) and pay_status = 2) as orders`,
        [shopIds],
      );
      return rows[0]!.trades === rows[0]!.orders;
    }, 120_000);
    if (!delivered) log('not every paid trade was notified within 120 s');
    const folded = await until(
      async () => (await db.query<{ n: number }>('select count(*)::int as n from stats_delta')).rows[0]!.n === 0,
      60_000,
    );
    if (!folded) log('the data centre still had deltas to fold after 60 s');

    // Money and renewals.
    const orderRows = (
      await db.query<{
        order_no: string;
        order_type: number;
        shop_id: number;
        pay_status: number;
        years: number;
        paid_at: Date | null;
        applied: number;
      }>(
        `select o.order_no, o.order_type, o.shop_id, o.pay_status, o.years, o.paid_at,
                (select count(*)::int from payment_events e where e.order_no = o.order_no and e.outcome = 'applied') as applied
         from orders o where o.shop_id = any($1)`,
        [shopIds],
      )
    ).rows;
    const items = (
      await db.query<{ order_no: string; app_user_id: number }>(
        `select o.order_no, i.app_user_id from order_items i join orders o on o.id = i.order_id where o.shop_id = any($1)`,
        [shopIds],
      )
    ).rows;
    const expiriesNow = await before();
    const money = recountMoney({
      orders: orderRows.map((r) => ({
        orderNo: r.order_no,
        orderType: r.order_type,
        shopId: r.shop_id,
        payStatus: r.pay_status,
        years: r.years,
        paidAt: r.paid_at,
        applied: r.applied,
      })),
      items: items.map((r) => ({ orderNo: r.order_no, appUserId: r.app_user_id })),
      created: sh.created,
      paidAtCheckout: sh.paidAtCheckout,
      accountsBefore: expiriesBefore.accounts,
      accountsNow: expiriesNow.accounts,
      storesBefore: expiriesBefore.stores,
      storesNow: expiriesNow.stores,
    });

    // Analyses.
    let analysesRecount: AnalysesRecount | null = null;
    if (sh.analyses === 'on') {
      const { rows } = await db.query<{ client_id: string; n: number }>(
        'select client_id::text, count(*)::int as n from analyses where shop_id = any($1) group by client_id',
        [shopIds],
      );
      analysesRecount = recountAnalyses(
        { sent: sh.analysisSent, created: sh.analysisCreated, repeated: sh.analysisRepeated },
        new Map(rows.map((r) => [r.client_id, r.n])),
      );
    }

    // The data centre through nginx against a count of the rows: every soak store, and the platform's whole.
    const c = new Client(base, addressOf(0, 60));
    const platform = datas<{ access_token: string }>(
      await c.call('POST', '/api/login', {
        json: { username: DEMO_ACCOUNTS.platform.userName, password: DEMO_ACCOUNTS.platform.password },
      }),
    ).access_token;
    const orm = drizzle(db, { schema }) as unknown as Db;
    const range = { ...presetRange('7d', localDate(new Date(), 'UTC')), grouping: 'day' as const, timeZone: 'UTC' };
    const differing: string[] = [];
    const views: Array<{ name: string; token: string; shopId: number | null }> = [
      { name: 'platform', token: platform, shopId: null },
      ...stores.map((s) => ({ name: `store ${s.shopId}`, token: s.token, shopId: s.shopId })),
    ];
    for (const v of views) {
      const ask = async () =>
        datas<TDataOverview>(await c.call('POST', '/api/data/overview', { token: v.token, json: range }));
      let api = await ask();
      // Every store's customer figures are counted by the instances' job: wait for the count (at most 2 minutes).
      for (let i = 0; api.customers.counting && i < 120; i++) {
        await sleep(1_000);
        api = await ask();
      }
      const rows = await recount(orm, v.shopId, range, new Date());
      for (const d of differences(sortedOverview(api), sortedOverview(rows))) differing.push(`${v.name}: ${d}`);
    }
    c.close();

    // The report.
    // Assigned inside the killer's closure: read back through a cast, as TypeScript keeps the initial null.
    const killed = kill as Kill | null;
    const backAt = readyAt as number | null;
    const kinds = kindTable(sh.samples, seconds, killed, [...KINDS]).filter(
      (k) => k.requests > 0 || !k.kind.startsWith('analysis') || sh.analyses === 'on',
    );
    const failures = sh.samples
      .filter((s) => !s.ok)
      .map((s) => ({
        kind: s.kind,
        method: s.method,
        status: s.status,
        detail: s.detail ?? '',
        startS: Math.round(s.start) / 1000,
        endS: Math.round(s.end) / 1000,
        verdict: classify(s, killed),
      }));
    const memoryRows = stand.instances.map((x) => {
      const restarted = x === victim && backAt !== null;
      // The same rule for both: the last half of what the instance lived through under load (the restarted one
      // warms up again from its restart), and never its first RESTART_WARMUP_MS.
      const from = restarted
        ? backAt! + Math.max(RESTART_WARMUP_MS, (seconds * 1000 - backAt!) / 2)
        : (seconds * 1000) / 2;
      const samples = memory.get(x.name)!;
      return { instance: x.name, samples, restarted, verdict: memoryVerdict(samples, from) };
    });
    const problems: string[] = [];
    for (const k of kinds) if (k.unacceptable) problems.push(`${k.kind}: ${k.unacceptable} unacceptable error(s)`);
    // A window too short to judge (a soak under a minute, for the restarted instance) is said, not failed.
    for (const m of memoryRows)
      if (m.verdict.judged && !m.verdict.flat) problems.push(`${m.instance}: memory grew ${m.verdict.growthPct}%`);
    if (money.doubled) problems.push(`${money.doubled} order(s) with a payment doubled`);
    if (money.lost) problems.push(`${money.lost} order(s) paid at the checkout but not paid in the rows`);
    if (money.unknown) problems.push(`${money.unknown} paid order(s) nobody created`);
    if (money.accountsWrong) problems.push(`${money.accountsWrong} account expiry(ies) not extended once per renewal`);
    if (money.storesWrong) problems.push(`${money.storesWrong} store cloud expiry(ies) not extended once per renewal`);
    if (analysesRecount) {
      if (analysesRecount.doubled) problems.push(`${analysesRecount.doubled} analysis clientId(s) doubled`);
      if (analysesRecount.lost) problems.push(`${analysesRecount.lost} analysis(es) answered but without a row`);
    }
    if (differing.length) problems.push(`data centre differs from the recount in ${differing.length} place(s)`);
    if (!delivered) problems.push('paid trades not all notified within 120 s');

    const totalRequests = sh.samples.length;
    const result: SoakResult = {
      name: 'soak',
      startedAt,
      seconds,
      connections,
      instances: stand.instances.length,
      killed:
        killed === null
          ? null
          : {
              instance: victim.name,
              atS: Math.round(killed.at / 100) / 10,
              goneAfterMs: Math.round(killed.gone - killed.at),
              backAfterMs: Math.round((backAt ?? killed.at) - killed.at),
            },
      kinds,
      totalRequests,
      requestsPerSecond: Math.round(totalRequests / seconds),
      feed304Pct: Math.round((sh.feed.notModified / Math.max(1, sh.feed.notModified + sh.feed.full)) * 1000) / 10,
      analyses: sh.analyses,
      failures,
      memory: memoryRows,
      money,
      analysesRecount,
      aggregates: { compared: views.length, differing },
      passed: problems.length === 0,
      problems,
      machine: { cpus: os.cpus().length, loadavgAtStart, loadavgAtEnd },
    };
    printSoak(result);
    if (o.outDir !== null) {
      const dir = o.outDir ?? path.join(ROOT, 'bench-results');
      fs.mkdirSync(dir, { recursive: true });
      result.file = path.join(dir, `soak-${startedAt.replace(/[:.]/g, '-')}.json`);
      fs.writeFileSync(result.file, `${JSON.stringify(result, null, 2)}\n`);
      log(`written ${path.relative(ROOT, result.file)}`);
      // The instances' logs go with the stand's folder when it stops: a failed soak keeps them beside its result,
      // so a server error it met can be read (its request id is in the log with the stack).
      const logs = path.join(stand.dir, 'logs');
      if (!result.passed && fs.existsSync(logs)) {
        const kept = result.file.replace(/\.json$/, '-logs');
        fs.cpSync(logs, kept, { recursive: true });
        log(`kept the instances' logs in ${path.relative(ROOT, kept)}`);
      }
    }
    return result;
  } finally {
    await db.end();
  }
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** The soak's table on stdout. */
export function printSoak(r: SoakResult) {
  console.log('');
  console.log(
    `Soak through nginx: ${r.connections} connections, ${r.seconds} s, ${r.instances} instances; ${
      r.killed
        ? `${r.killed.instance} SIGKILLed at ${r.killed.atS} s, gone ${fmt(r.killed.goneAfterMs)} ms later, ready again ${fmt(r.killed.backAfterMs)} ms after the signal`
        : 'no kill'
    }; load average ${r.machine.loadavgAtStart.join(' ')} at the start, ${r.machine.loadavgAtEnd.join(' ')} at the end`,
  );
  const head = ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of which in flight on the killed one'];
  const rows = r.kinds.map((k) => [
    k.kind,
    fmt(k.requests),
    k.perSecond.toFixed(1),
    fmt(k.p50),
    fmt(k.p99),
    fmt(k.errors),
    fmt(k.acceptable),
  ]);
  rows.push([
    'all',
    fmt(r.totalRequests),
    String(r.requestsPerSecond),
    '',
    '',
    fmt(r.kinds.reduce((n, k) => n + k.errors, 0)),
    fmt(r.kinds.reduce((n, k) => n + k.acceptable, 0)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
  const line = (x: string[]) =>
    `  ${x.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  for (const x of rows) console.log(line(x));
  console.log(`  feed: ${r.feed304Pct}% answered 304; analyses: ${r.analyses}`);
  for (const f of r.failures.slice(0, 20))
    console.log(
      `  failed: ${f.kind} (${f.method}) ${f.status ?? 'no answer'} "${f.detail}" ${f.startS}-${f.endS} s: ${f.verdict === 'acceptable' ? 'in flight on the killed instance' : 'UNACCEPTABLE'}`,
    );
  if (r.failures.length > 20) console.log(`  ... and ${r.failures.length - 20} more failures`);
  console.log(
    "Memory (RSS, every 5 s; the window is the last half of each instance's time under load: the restarted one's since it was ready again)",
  );
  for (const m of r.memory) {
    const v = m.verdict;
    console.log(
      `  ${m.instance}${m.restarted ? ' (restarted)' : ''}: ${m.samples.map((s) => Math.round(s.rssBytes / 2 ** 20)).join(' ')} MiB; window from ${(v.from / 1000).toFixed(0)} s: ${v.firstMiB} -> ${v.lastMiB} MiB (${v.growthPct >= 0 ? '+' : ''}${v.growthPct}%, ${v.samples} samples) ${v.flat ? 'flat' : v.judged ? 'NOT FLAT' : 'too few samples to judge (run 60 s or more)'}`,
    );
    const heap = m.samples.filter((x) => x.heapBytes !== undefined);
    if (heap.length)
      console.log(`    V8 heap used: ${heap.map((x) => Math.round(x.heapBytes! / 2 ** 20)).join(' ')} MiB`);
  }
  const m = r.money;
  console.log('Recount from the rows');
  console.log(
    `  money: ${m.ordersCreated} orders created, ${m.ordersPaid} paid, ${m.paymentsApplied} payments applied; doubled ${m.doubled}, lost ${m.lost}, unknown ${m.unknown}`,
  );
  console.log(
    `  renewals: ${m.accountsRenewed} viewer ends renewed (${m.accountsWrong} wrong), ${m.storesRenewed} stores' cloud space renewed (${m.storesWrong} wrong)`,
  );
  const a = r.analysesRecount;
  console.log(
    a
      ? `  analyses: ${a.sent} sent, ${a.created} answered 201, ${a.repeated} answered 200 (repeat), ${a.rows} rows; doubled ${a.doubled}, lost ${a.lost}, recorded but unconfirmed ${a.unconfirmed}`
      : `  analyses: not counted (${r.analyses})`,
  );
  console.log(
    `  data centre: ${r.aggregates.compared} overviews (platform + each store) against a count of the rows: ${r.aggregates.differing.length ? `${r.aggregates.differing.length} differences` : 'equal'}`,
  );
  for (const d of r.aggregates.differing.slice(0, 10)) console.log(`    ${d}`);
  console.log(r.passed ? 'Soak passed' : `Soak FAILED: ${r.problems.join('; ')}`);
}
