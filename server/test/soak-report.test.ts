import { describe, expect, it } from 'vitest';
import {
  classify,
  differences,
  kindTable,
  type MoneyInput,
  memoryVerdict,
  percentile,
  recountAnalyses,
  recountMoney,
  type Sample,
} from '../bench/soak-report.js';

// The soak's pure parts (server/bench/soak-report.ts); the soak itself runs against the stand (npm run stand --
// --soak 60), never in npm test.

const sample = (o: Partial<Sample>): Sample => ({
  kind: 'feed',
  method: 'GET',
  start: 0,
  end: 10,
  status: 200,
  ok: true,
  ...o,
});

describe('percentile', () => {
  it('is the nearest rank of sorted values', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('classify', () => {
  // SIGKILL sent at 1.0 s, the process gone at 1.2 s.
  const killAt = { at: 1_000, gone: 1_200 };
  it('accepts only a non-idempotent request in flight on the killed instance that got no answer of the API', () => {
    expect(classify(sample({ ok: true }), killAt)).toBe('ok');
    for (const status of [502, 504, null])
      expect(classify(sample({ method: 'POST', start: 900, end: 1_100, status, ok: false }), killAt)).toBe(
        'acceptable',
      );
  });
  it('refuses a failure that started after the process was gone, ended before the kill, or was idempotent', () => {
    expect(classify(sample({ method: 'POST', start: 1_201, end: 1_300, status: 502, ok: false }), killAt)).toBe(
      'unacceptable',
    );
    expect(classify(sample({ method: 'POST', start: 500, end: 999, status: 502, ok: false }), killAt)).toBe(
      'unacceptable',
    );
    expect(classify(sample({ method: 'GET', start: 900, end: 1_100, status: 502, ok: false }), killAt)).toBe(
      'unacceptable',
    );
    expect(classify(sample({ method: 'PUT', start: 900, end: 1_100, status: null, ok: false }), killAt)).toBe(
      'unacceptable',
    );
  });
  it("refuses the API's own answers (a 4xx, a 429, a 500) even in flight, and anything without a kill", () => {
    for (const status of [400, 429, 500, 503])
      expect(classify(sample({ method: 'POST', start: 900, end: 1_100, status, ok: false }), killAt)).toBe(
        'unacceptable',
      );
    expect(classify(sample({ method: 'POST', start: 900, end: 1_100, status: 502, ok: false }), null)).toBe(
      'unacceptable',
    );
  });
});

describe('kindTable', () => {
  it('counts requests, latencies and errors per kind, in the order given', () => {
    const samples = [
      sample({ kind: 'feed', end: 10, status: 304 }),
      sample({ kind: 'feed', end: 30 }),
      sample({ kind: 'order add', method: 'POST', start: 900, end: 1_200, status: 502, ok: false }),
      sample({ kind: 'order add', method: 'POST', start: 1_300, end: 1_310, status: 502, ok: false }),
      sample({ kind: 'order add', method: 'POST', start: 0, end: 20 }),
    ];
    const rows = kindTable(samples, 2, { at: 1_000, gone: 1_100 }, ['order add', 'upload', 'feed']);
    expect(rows.map((r) => r.kind)).toEqual(['order add', 'upload', 'feed']);
    expect(rows[0]).toMatchObject({ requests: 3, perSecond: 1.5, errors: 2, acceptable: 1, unacceptable: 1 });
    expect(rows[0]!.statuses).toEqual({ '200': 1, '502': 2 });
    expect(rows[1]).toMatchObject({ requests: 0, p50: 0, errors: 0 });
    expect(rows[2]).toMatchObject({ requests: 2, p50: 10, p99: 30, errors: 0 });
  });
});

describe('memoryVerdict', () => {
  const at = (t: number, mib: number) => ({ t, rssBytes: mib * 2 ** 20 });
  it('judges the window from `from`: under 10% growth is flat', () => {
    const samples = [at(0, 100), at(5_000, 200), at(30_000, 200), at(45_000, 210), at(60_000, 219)];
    const v = memoryVerdict(samples, 30_000);
    expect(v).toMatchObject({ samples: 3, firstMiB: 200, lastMiB: 219, maxMiB: 219, growthPct: 9.5, flat: true });
    expect(memoryVerdict([...samples, at(65_000, 221)], 30_000)).toMatchObject({ judged: true, flat: false });
  });
  it('is not judged, nor flat, without two samples in the window', () => {
    expect(memoryVerdict([at(0, 100), at(50_000, 100)], 45_000)).toMatchObject({ judged: false, flat: false });
  });
});

describe('recountMoney', () => {
  const d = (s: string) => new Date(s);
  const base = (): MoneyInput => ({
    orders: [
      // two viewer-end renewals of account 1 (one also renews 2), a cloud renewal of store 10, one unpaid order
      { orderNo: 'A', orderType: 1, shopId: 10, payStatus: 2, years: 1, paidAt: d('2026-11-26T20:00:00Z'), applied: 1 },
      { orderNo: 'B', orderType: 1, shopId: 10, payStatus: 2, years: 1, paidAt: d('2026-11-26T20:00:01Z'), applied: 1 },
      { orderNo: 'C', orderType: 2, shopId: 10, payStatus: 2, years: 1, paidAt: d('2026-11-26T20:00:02Z'), applied: 1 },
      { orderNo: 'D', orderType: 1, shopId: 10, payStatus: 1, years: 1, paidAt: null, applied: 0 },
    ],
    items: [
      { orderNo: 'A', appUserId: 1 },
      { orderNo: 'B', appUserId: 1 },
      { orderNo: 'B', appUserId: 2 },
      { orderNo: 'D', appUserId: 3 },
    ],
    created: new Set(['A', 'B', 'C', 'D']),
    paidAtCheckout: new Set(['A', 'B', 'C']),
    accountsBefore: new Map([
      [1, d('2030-06-30T00:00:00Z')],
      [2, d('2030-06-30T00:00:00Z')],
      [3, d('2030-06-30T00:00:00Z')],
    ]),
    accountsNow: new Map([
      [1, d('2032-06-30T00:00:00Z')],
      [2, d('2031-06-30T00:00:00Z')],
      [3, d('2030-06-30T00:00:00Z')],
    ]),
    storesBefore: new Map([[10, d('2027-11-26T00:00:00Z')]]),
    storesNow: new Map([[10, d('2028-11-26T00:00:00Z')]]),
  });

  it('finds nothing wrong when each paid renewal was applied once', () => {
    expect(recountMoney(base())).toEqual({
      ordersCreated: 4,
      ordersPaid: 3,
      paymentsApplied: 3,
      doubled: 0,
      lost: 0,
      unknown: 0,
      accountsRenewed: 2,
      accountsWrong: 0,
      storesRenewed: 1,
      storesWrong: 0,
    });
  });
  it('finds a payment applied twice, an expiry extended twice, and one that lapsed from the payment time', () => {
    const m = base();
    m.orders[0]!.applied = 2;
    m.accountsNow.set(2, d('2032-06-30T00:00:00Z'));
    m.storesNow.set(10, d('2029-11-26T00:00:00Z'));
    expect(recountMoney(m)).toMatchObject({ doubled: 1, accountsWrong: 1, storesWrong: 1 });
    // A lapsed expiry is extended from the payment: a year after paidAt.
    const lapsed = base();
    lapsed.storesBefore.set(10, d('2020-01-01T00:00:00Z'));
    lapsed.storesNow.set(10, d('2027-11-26T20:00:02Z'));
    expect(recountMoney(lapsed).storesWrong).toBe(0);
  });
  it('finds an order paid at the checkout but not in the rows, and a paid order nobody created', () => {
    const m = base();
    m.paidAtCheckout.add('D');
    m.created.delete('C');
    expect(recountMoney(m)).toMatchObject({ lost: 1, unknown: 1 });
  });
});

describe('recountAnalyses', () => {
  it('counts rows per clientId against what the clients were answered', () => {
    const a = { sent: new Set(['a', 'b', 'c', 'd']), created: new Set(['a', 'b']), repeated: new Set(['c']) };
    expect(
      recountAnalyses(
        a,
        new Map([
          ['a', 1],
          ['b', 1],
          ['c', 1],
          ['x', 1], // another client's
        ]),
      ),
    ).toEqual({ sent: 4, created: 2, repeated: 1, rows: 3, doubled: 0, lost: 0, unconfirmed: 0 });
    expect(
      recountAnalyses(
        a,
        new Map([
          ['a', 2],
          ['c', 1],
          ['d', 1],
        ]),
      ),
    ).toEqual({ sent: 4, created: 2, repeated: 1, rows: 4, doubled: 1, lost: 1, unconfirmed: 1 });
  });
});

describe('differences', () => {
  it('names the paths where two values differ', () => {
    expect(differences({ a: 1, b: [1, 2], c: { d: 'x' } }, { a: 1, b: [1, 2], c: { d: 'x' } })).toEqual([]);
    expect(differences({ a: 1, b: [1, 2], c: { d: 'x' } }, { a: 2, b: [1, 3], c: {} })).toEqual([
      'a: 1 != 2',
      'b.1: 2 != 3',
      'c.d: "x" != undefined',
    ]);
    expect(differences({ a: 1, b: 2, c: 3 }, { a: 0, b: 0, c: 0 }, 2)).toHaveLength(2);
  });
});
