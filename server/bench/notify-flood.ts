// Payment notifications under duplicates (issues 12 and 13), on PostgreSQL: 1,000 orders paid at a gateway, each
// notified 100 times (100,000 signed notifications, 100 in flight, spread over two server instances on one
// database), for the sandbox and for Alipay, PayPal (webhooks, each verified through the gateway) and WeChat Pay
// against the local fake gateways (test/fakes), every notification verified as in production. Reports notifications answered per second, orders applied per second, and the doubled effects
// recounted from the rows: `applied` events per order (must be exactly 1), paid orders, and every account's
// expiry (must be its old expiry plus exactly one year).
//
//   BENCH_DATABASE_URL=postgres://... npx tsx server/bench/notify-flood.ts [sandbox|alipay|paypal|wechatpay ...]
//   PG_FAST=0 bash scripts/with-postgres.sh npx tsx server/bench/notify-flood.ts
//
// (every provider when none is named), or `benchNotifyFlood({ databaseUrl, provider })` from server/bench/run.ts. The database skin_bench_notify is made anew
// each run. Results: a table on stdout and bench-results/notify-flood-<timestamp>.json.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { OutboxSmsSender } from '../src/lib/sms/index.js';
import { selectRows } from '../src/lib/sql.js';
import { sharedSecret } from '../src/modules/file/secret.js';
import { signSandbox } from '../src/modules/sandbox/gateway.js';
import { seedDemo } from '../src/seed/seed.js';
import { type Gateways, startGateways } from '../test/fakes/gateways.js';
import {
  BENCH_SERVER_SECRET,
  type BenchOptions,
  loadavgNow,
  type Machine,
  machineAtEnd,
  writeResult,
} from './common.js';

export const FLOOD_PROVIDERS = ['sandbox', 'alipay', 'paypal', 'wechatpay'] as const;
export type FloodProvider = (typeof FLOOD_PROVIDERS)[number];
/** The pay_method an order of each provider carries, its currency, and the route its notifications go to. */
const FLOOD: Record<FloodProvider, { method: string; currency: string; route: string }> = {
  sandbox: { method: 'sandbox', currency: 'CNY', route: '/api/sandbox/notify' },
  alipay: { method: 'alipay', currency: 'CNY', route: '/api/alipay/notify' },
  paypal: { method: 'paypal', currency: 'USD', route: '/api/paypal/notificationIPN' },
  wechatpay: { method: 'wechat', currency: 'CNY', route: '/api/wechatpay/notify' },
};

export const ORDERS = 1_000;
export const DUPLICATES = 100;
const IN_FLIGHT = 100;

export interface Result {
  name: 'notify-flood';
  provider: FloodProvider;
  startedAt: string;
  orders: number;
  duplicates: number;
  instances: number;
  inFlight: number;
  seconds: number;
  notificationsPerSecond: number;
  ordersAppliedPerSecond: number;
  answers: Record<string, number>;
  recount: { paidOrders: number; appliedEvents: number; ordersNotAppliedOnce: number; accountsNotExtendedOnce: number };
  doubledEffects: number;
  postgres: string;
  machine: Machine;
  file?: string;
}

async function instance(database: Database, databaseUrl: string, dataDir: string, env: Record<string, string>) {
  const config = parseConfig({
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    NODE_ENV: 'production',
    JOBS_POLL_MS: '60000',
    SERVER_SECRET: BENCH_SERVER_SECRET,
  });
  const app = await buildApp(createDeps(config, database, new OutboxSmsSender(dataDir)), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

export async function benchNotifyFlood(opts: BenchOptions & { provider?: FloodProvider }): Promise<Result> {
  const provider = opts.provider ?? 'sandbox';
  const flood = FLOOD[provider];
  const log = opts.log ?? ((m: string) => console.error(`[notify-flood ${provider}] ${m}`));
  const startedAt = new Date().toISOString();
  const loadavgAtStart = loadavgNow();
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: os.tmpdir(), poolSize: 10 });
  const second = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: os.tmpdir(), poolSize: 10 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-notify-'));
  const db = database.db;
  const servers: { url: string; close: () => Promise<void> }[] = [];
  let gw: Gateways | null = null;
  try {
    if (provider !== 'sandbox') gw = await startGateways();
    await seedDemo(db);
    const [shop] = await selectRows<{ id: number; owner: number }>(
      db,
      sql`select s.id, a.id as owner from shops s join accounts a on a.shop_id = s.id and a.kind = 'owner' where s.name = 'Demo Store'`,
    );
    // A previous run's rows go first (the run may reuse a database).
    await db.execute(sql`delete from payment_events where order_no like 'FLOOD%'`);
    await db.execute(sql`delete from sandbox_trades where order_no like 'FLOOD%'`);
    await db.execute(
      sql`delete from order_items where order_id in (select id from orders where order_no like 'FLOOD%')`,
    );
    await db.execute(sql`delete from orders where order_no like 'FLOOD%'`);
    await db.execute(sql`delete from app_users where user_name like 'flood%'`);
    // 1,000 viewer ends expiring on one day, each renewed for a year by one order paid at the gateway.
    await db.execute(sql`
      insert into app_users (shop_id, user_type, user_name, mobile, expire_time)
      select ${shop!.id}, 2, 'flood' || g, '86 1370' || lpad(g::text, 7, '0'), timestamptz '2030-01-01T00:00:00Z'
      from generate_series(1, ${ORDERS}::int) g`);
    await db.execute(sql`
      insert into orders (order_no, shop_id, account_id, order_type, order_status, pay_status, pay_method, currency,
                          order_amount, quantity, unit_price, years, closes_at, pay_opened_at)
      select 'FLOOD' || lpad(g::text, 21, '0'), ${shop!.id}, ${shop!.owner}, 1, 2, 1, ${flood.method}, ${flood.currency},
             30000, 1, 30000, 1, now() + interval '1 day', now()
      from generate_series(1, ${ORDERS}::int) g`);
    await db.execute(sql`
      insert into order_items (order_id, app_user_id)
      select o.id, u.id from orders o join app_users u on u.user_name = 'flood' || ltrim(substr(o.order_no, 6), '0')
      where o.order_no like 'FLOOD%'`);
    await db.execute(sql`
      insert into sandbox_trades (trade_no, order_no, amount, currency, status, notify_url, return_url, paid_at)
      select 'SBX' || upper(lpad(to_hex(g), 24, '0')), 'FLOOD' || lpad(g::text, 21, '0'), 30000, 'CNY', 'paid',
             'http://127.0.0.1:9/', '/payment/result', now()
      from generate_series(1, ${ORDERS}::int) g`);
    const key = await sharedSecret(db, 'sandbox_gateway_key', undefined);
    const env = { ...(gw?.env ?? {}), PAYMENT_PROVIDERS: gw ? 'sandbox,alipay,paypal,wechatpay' : 'sandbox' };
    servers.push(
      await instance(database, opts.databaseUrl, dataDir, env),
      await instance(second, opts.databaseUrl, dataDir, env),
    );

    const orderNoOf = (g: number) => `FLOOD${String(g).padStart(21, '0')}`;
    /** One order's notification as its gateway sends it (made when its first copy goes out: WeChat Pay's are timed). */
    const notificationOf = (g: number): { body: string; headers: Record<string, string> } => {
      const orderNo = orderNoOf(g);
      const form = (p: Record<string, string>) => ({
        body: new URLSearchParams(p).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (provider === 'alipay') {
        const a = gw!.alipay;
        const trade = { outTradeNo: orderNo, tradeNo: `2026FLOOD${g}`, totalAmount: '300.00', subject: 'flood' };
        return form(
          a.sign(
            a.notificationOf({ ...trade, notifyUrl: '', returnUrl: '', status: 'TRADE_SUCCESS', refunds: new Map() }),
          ),
        );
      }
      if (provider === 'paypal') {
        const amount = { currency_code: 'USD', value: '300.00' };
        const order = {
          id: `PPFLOOD${g}`,
          status: 'COMPLETED' as const,
          customId: orderNo,
          amount,
          returnUrl: '',
          cancelUrl: '',
        };
        return gw!.paypal.webhook(
          gw!.paypal.captureCompleted({ ...order, capture: { id: `CAPFLOOD${g}`, status: 'COMPLETED', amount } }),
        );
      }
      if (provider === 'wechatpay') {
        const x = gw!.wechat;
        return x.notification({
          appid: gw!.ids.wxAppid,
          mchid: gw!.ids.mchid,
          outTradeNo: orderNo,
          transactionId: `4200FLOOD${g}`,
          total: 30000,
          currency: 'CNY',
          notifyUrl: '',
          state: 'SUCCESS',
        });
      }
      return form(sandboxFields(g));
    };
    const sandboxFields = (g: number) => {
      const tradeNo = `SBX${g.toString(16).toUpperCase().padStart(24, '0')}`;
      const p: Record<string, string> = {
        trade_no: tradeNo,
        out_trade_no: `FLOOD${String(g).padStart(21, '0')}`,
        total_amount: '30000',
        currency: 'CNY',
        trade_status: 'TRADE_SUCCESS',
        notify_id: `${tradeNo}-TRADE_SUCCESS`,
        notify_time: new Date().toISOString(),
        sign_type: 'HMAC-SHA256',
      };
      p.sign = signSandbox(key, p);
      return p;
    };
    const made = new Map<number, { body: string; headers: Record<string, string> }>();
    // Every order's 100 copies one after another in the queue, so copies of one order are in flight together.
    const queue: { g: number; server: string }[] = [];
    for (let g = 1; g <= ORDERS; g++)
      for (let d = 0; d < DUPLICATES; d++) queue.push({ g, server: servers[d % 2]!.url });
    const answers: Record<string, number> = {};
    let next = 0;
    log(`${queue.length.toLocaleString('en-US')} notifications, ${IN_FLIGHT} in flight, 2 instances`);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < queue.length) {
          const job = queue[next++]!;
          let n = made.get(job.g);
          if (!n) {
            n = notificationOf(job.g);
            made.set(job.g, n);
          }
          const res = await fetch(`${job.server}${flood.route}`, { method: 'POST', headers: n.headers, body: n.body });
          const text = `${res.status} ${await res.text()}`;
          answers[text] = (answers[text] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    const [recount] = await selectRows<Result['recount']>(
      db,
      sql`select
        (select count(*)::int from orders where order_no like 'FLOOD%' and order_status = 3) as "paidOrders",
        (select count(*)::int from payment_events where order_no like 'FLOOD%' and outcome = 'applied') as "appliedEvents",
        (select count(*)::int from orders o where o.order_no like 'FLOOD%' and
           (select count(*) from payment_events e where e.order_no = o.order_no and e.outcome = 'applied') <> 1) as "ordersNotAppliedOnce",
        (select count(*)::int from app_users where user_name like 'flood%' and expire_time <> timestamptz '2031-01-01T00:00:00Z') as "accountsNotExtendedOnce"`,
    );
    const [info] = await selectRows<{ v: string }>(db, sql`select current_setting('server_version') as v`);
    const doubled = Math.max(0, recount!.appliedEvents - ORDERS) + recount!.accountsNotExtendedOnce;
    const result: Result = {
      name: 'notify-flood',
      provider,
      startedAt,
      orders: ORDERS,
      duplicates: DUPLICATES,
      instances: 2,
      inFlight: IN_FLIGHT,
      seconds: Math.round(seconds * 10) / 10,
      notificationsPerSecond: Math.round(queue.length / seconds),
      ordersAppliedPerSecond: Math.round((recount!.appliedEvents / seconds) * 10) / 10,
      answers,
      recount: recount!,
      doubledEffects: doubled,
      postgres: info?.v ?? 'unknown',
      machine: machineAtEnd(loadavgAtStart),
    };
    writeResult(result, `notify-flood-${provider}`, startedAt, opts.outDir);
    return result;
  } finally {
    for (const s of servers) await s.close().catch(() => {});
    await second.close().catch(() => {});
    await gw?.close().catch(() => {});
    await database.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printNotifyFlood(r: Result) {
  console.log(
    `\nPOST ${FLOOD[r.provider].route} (${r.provider}): ${r.orders} orders x ${r.duplicates} duplicates through ${r.instances} instances, ` +
      `${r.inFlight} in flight (PostgreSQL ${r.postgres}; ${r.machine.cpus} CPUs, load ${r.machine.loadavgAtStart.join(' ')} at start, ${r.machine.loadavgAtEnd.join(' ')} at end)`,
  );
  console.log(
    `  ${r.seconds} s: ${r.notificationsPerSecond} notifications/s answered, ${r.ordersAppliedPerSecond} orders/s applied`,
  );
  console.log(`  answers: ${JSON.stringify(r.answers)}`);
  console.log(`  recount: ${JSON.stringify(r.recount)}`);
  console.log(`  doubled effects: ${r.doubledEffects}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.error('set BENCH_DATABASE_URL, or run under scripts/with-postgres.sh');
    process.exit(2);
  }
  (async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query('drop database if exists skin_bench_notify with (force)');
    await admin.query('create database skin_bench_notify');
    await admin.end();
    const u = new URL(base);
    u.pathname = '/skin_bench_notify';
    const named = process.argv
      .slice(2)
      .filter((a): a is FloodProvider => (FLOOD_PROVIDERS as readonly string[]).includes(a));
    let ok = true;
    for (const provider of named.length ? named : FLOOD_PROVIDERS) {
      const r = await benchNotifyFlood({ databaseUrl: u.toString(), provider });
      printNotifyFlood(r);
      ok &&= r.doubledEffects === 0 && r.recount.paidOrders === ORDERS;
    }
    process.exit(ok ? 0 : 1);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
