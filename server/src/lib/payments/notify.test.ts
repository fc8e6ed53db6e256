import { ADDRESS_LIMITS } from '@skin/contract';
import { gt, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentWorld, startPaymentWorld } from '../../../test/payments.js';
import { jobs, paymentEvents } from '../../db/schema.js';
import { signSandbox } from '../../modules/sandbox/gateway.js';
import { selectRows } from '../sql.js';
import { STORED_REFUSALS_KEY, STORED_REFUSALS_PER_HOUR } from './notify.js';

/**
 * Hostile input on every provider's notification route (issue 20): nobody can fill the database without
 * signing in. A body past the notification limit is refused before it is read; a refused (forged, unverifiable,
 * malformed) one leaves one short, bounded row; refusals are counted per client address in the database, and
 * past the limit nothing more is stored.
 */
let w: PaymentWorld;
beforeAll(async () => {
  w = await startPaymentWorld();
});
afterAll(() => w.close());

const LIMIT = ADDRESS_LIMITS.refusedNotify.max;

interface Hostile {
  path: string;
  /** What the route answers a refused notification (the gateway's own refusal). */
  refused: number;
  body: (v: string, carried: string) => { contentType: string; data: string; headers?: Record<string, string> };
}

const form = (fields: Record<string, string>) => ({
  contentType: 'application/x-www-form-urlencoded',
  data: new URLSearchParams(fields).toString(),
});
const json = (value: unknown, headers: Record<string, string> = {}) => ({
  contentType: 'application/json',
  data: JSON.stringify(value),
  headers,
});

/** A forged notification per route: `v` in the fields an attacker chooses, `carried` in its largest one. */
const ROUTES: Record<string, Hostile> = {
  sandbox: {
    path: '/api/sandbox/notify',
    refused: 400,
    body: (v, carried) =>
      form({
        trade_no: carried,
        out_trade_no: v,
        total_amount: '1',
        currency: 'CNY',
        trade_status: 'TRADE_SUCCESS',
        notify_id: v,
        sign_type: 'HMAC-SHA256',
        sign: 'ab'.repeat(32),
      }),
  },
  alipay: {
    path: '/api/alipay/notify',
    refused: 400,
    body: (v, carried) =>
      form({
        trade_no: carried,
        out_trade_no: v,
        app_id: v,
        trade_status: 'TRADE_SUCCESS',
        total_amount: '1.00',
        sign_type: 'RSA2',
        sign: 'QUJD',
      }),
  },
  'paypal webhook': {
    path: '/api/paypal/notificationIPN',
    refused: 400,
    body: (v, carried) =>
      json(
        { id: carried, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: v, amount: { value: v } } },
        {
          'paypal-transmission-id': 'a1b2c3',
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': 'QUJD',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
        },
      ),
  },
  'paypal IPN': {
    path: '/api/paypal/notificationIPN',
    refused: 200,
    body: (v, carried) =>
      form({ txn_id: carried, custom: v, payment_status: 'Completed', mc_gross: '1.00', mc_currency: 'USD' }),
  },
  wechatpay: {
    path: '/api/wechatpay/notify',
    refused: 400,
    body: (v, carried) =>
      json(
        {
          id: carried,
          event_type: 'TRANSACTION.SUCCESS',
          resource: { ciphertext: v, nonce: v, algorithm: 'AEAD_AES_256_GCM' },
        },
        {
          'wechatpay-serial': 'ABCDEF0123456789',
          'wechatpay-signature': 'QUJD',
          'wechatpay-timestamp': String(Math.floor(Date.now() / 1000)),
          'wechatpay-nonce': 'n0nce',
        },
      ),
  },
};
const NAMES = Object.keys(ROUTES);

function send(name: string, v: string, from?: string, carried = v) {
  const r = ROUTES[name]!;
  const { headers, ...raw } = r.body(v, carried);
  return w.s.request('POST', r.path, { raw, headers, from });
}

/** The rows written after `sinceId`: how many, and the largest row's stored bytes. */
async function written(sinceId: number) {
  const [row] = (await selectRows(
    w.s.db,
    sql`select count(*)::int as n, max(octet_length(coalesce(detail::text, '')) + octet_length(coalesce(order_no, ''))
          + octet_length(coalesce(event_id, '')))::int as bytes
        from payment_events where id > ${sinceId}`,
  )) as { n: number; bytes: number | null }[];
  return { rows: row!.n, bytes: row!.bytes ?? 0 };
}
async function lastId() {
  const [row] = await selectRows<{ id: number }>(
    w.s.db,
    sql`select coalesce(max(id), 0)::int as id from payment_events`,
  );
  return row!.id;
}

describe('hostile notifications', () => {
  it.each(NAMES)('%s: a 1.9 MB notification is refused before it is read (413) and nothing is stored', async (name) => {
    const before = await lastId();
    const res = await send(name, 'A', '127.0.0.60', 'A'.repeat(1_900_000));
    expect(res.status).toBe(413);
    expect(await written(before)).toEqual({ rows: 0, bytes: 0 });
  });

  it.each(NAMES)('%s: a forged one under the body limit leaves one row of at most 1 KB', async (name) => {
    const before = await lastId();
    const res = await send(name, 'B'.repeat(16_000), '127.0.0.61');
    expect(res.status).toBe(ROUTES[name]!.refused);
    const { rows, bytes } = await written(before);
    expect(rows).toBe(1);
    expect(bytes).toBeLessThanOrEqual(1024);
    // What is kept says what came: the field's start and its length.
    const [row] = await w.s.db.select().from(paymentEvents).where(gt(paymentEvents.id, before));
    expect(JSON.stringify(row!.detail)).toMatch(/"B{128}…\(16000\)"/);
  });
});

describe('refused notifications per address', () => {
  it(`counts only refusals: verified ones never use an address up; past ${LIMIT} refusals 429, nothing stored`, async () => {
    const from = '127.0.0.62';
    // 40 notifications signed by the sandbox gateway (for orders we do not have): verified, answered, not counted.
    const key = await w.s.deps.sandbox.key();
    for (let i = 0; i < 40; i++) {
      const p: Record<string, string> = {
        trade_no: `SBX${String(i).padStart(24, '0')}`,
        out_trade_no: `NOSUCHORDER${i}`,
        total_amount: '100',
        currency: 'CNY',
        trade_status: 'TRADE_SUCCESS',
        notify_id: `N${i}`,
        sign_type: 'HMAC-SHA256',
      };
      p.sign = signSandbox(key, p);
      const res = await w.s.request('POST', '/api/sandbox/notify', { form: p, from });
      expect([res.status, res.text]).toEqual([200, 'success']);
    }
    const before = await lastId();
    for (let i = 0; i < LIMIT; i++) expect((await send('sandbox', `F${i}`, from)).status).toBe(400);
    expect((await written(before)).rows).toBe(LIMIT);

    const past = await send('sandbox', 'one too many', from);
    expect(past.status).toBe(429);
    expect(past.body.code).toBe(100012);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another provider's route shares the address's count; another address is not affected.
    expect((await send('alipay', 'elsewhere', from)).status).toBe(429);
    expect((await written(before)).rows).toBe(LIMIT);
    expect((await send('sandbox', 'another address', '127.0.0.63')).status).toBe(400);
  });

  it(`100 forged at once from one address store exactly ${LIMIT} rows; the rest are 429`, async () => {
    const before = await lastId();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send('sandbox', `C${i}`, '127.0.0.64')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((x) => x === 429)).toHaveLength(100 - LIMIT);
    expect((await written(before)).rows).toBe(LIMIT);
  });

  it(`past ${STORED_REFUSALS_PER_HOUR} refusals an hour from all addresses together, refusals are answered, not stored`, async () => {
    // The hour's count as many addresses would have left it.
    await w.s.db.execute(
      sql`insert into rate_counters (key, hits, reset_at) values (${STORED_REFUSALS_KEY}, ${STORED_REFUSALS_PER_HOUR}, now() + interval '1 hour')
          on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`,
    );
    try {
      const before = await lastId();
      for (const name of NAMES) expect((await send(name, 'no room', '127.0.0.65')).status).toBe(ROUTES[name]!.refused);
      expect((await written(before)).rows).toBe(0);
    } finally {
      await w.s.db.execute(sql`delete from rate_counters where key = ${STORED_REFUSALS_KEY}`);
    }
    const before = await lastId();
    expect((await send('sandbox', 'room again', '127.0.0.65')).status).toBe(400);
    expect((await written(before)).rows).toBe(1);
  });

  it.each(NAMES)('%s: counts its refusals against the address', async (name) => {
    const from = `127.0.0.${70 + NAMES.indexOf(name)}`;
    for (let i = 0; i < LIMIT; i++) expect((await send(name, `R${i}`, from)).status).toBe(ROUTES[name]!.refused);
    expect((await send(name, 'past', from)).status).toBe(429);
  });
});

describe('pruning payment events', () => {
  it('drops refused rows after a week and others after 400 days, keeps late and mismatch rows; a recurring job runs it', async () => {
    const DAY = 86_400_000;
    const now = Date.now();
    // [outcome, age in days, kept?]
    const cases: [string, number, boolean][] = [
      ['forged', 6, true],
      ['forged', 8, false],
      ['malformed', 8, false],
      ['unverified', 30, false],
      ['app', 100, false],
      ['applied', 8, true],
      ['applied', 399, true],
      ['applied', 401, false],
      ['duplicate', 401, false],
      ['ignored', 401, false],
      ['refunded', 300, true],
      ['late', 900, true],
      ['mismatch', 900, true],
    ];
    const tag = `PRUNE${now}`;
    await w.s.db.insert(paymentEvents).values(
      cases.map(([outcome, days], i) => ({
        provider: 'paypal',
        source: 'webhook',
        outcome,
        orderNo: `${tag}-${i}`,
        eventId: `${tag}-EV${i}`,
        detail: { i },
        createdAt: new Date(now - days * DAY),
      })),
    );
    // The job's slot of this interval may have run already: it runs again when its row is gone. A round as the
    // poll runs it (tick) schedules the recurring slot and runs it.
    await w.s.db.delete(jobs).where(inArray(jobs.kind, ['orders.prune-events']));
    await w.s.deps.jobs.tick();
    const left = await w.s.db
      .select()
      .from(paymentEvents)
      .where(like(paymentEvents.orderNo, `${tag}-%`));
    const kept = new Set(left.map((r) => Number(r.orderNo!.split('-')[1])));
    expect(cases.map((c, i) => `${c[0]} ${c[1]}d ${kept.has(i) ? 'kept' : 'gone'}`)).toEqual(
      cases.map(([o, d, k]) => `${o} ${d}d ${k ? 'kept' : 'gone'}`),
    );
    // A replayed event whose row is kept is still known; one older than its row is settled again (state-guarded).
    expect(await w.s.deps.orders.seenEvent('paypal', `${tag}-EV6`)).toBe(true);
    expect(await w.s.deps.orders.seenEvent('paypal', `${tag}-EV9`)).toBe(false);
  });
});
