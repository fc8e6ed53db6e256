import {
  addDays,
  CURRENCIES,
  type Currency,
  cloudDaysLeft,
  customerRatio,
  type Grouping,
  type Language,
  previousRange,
  rangeInstants,
  startOfDay,
  type TDataAnalyses,
  type TDataCustomers,
  type TDataOverview,
  type TDataRequest,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { analysisRepository, figureSymptomName } from '../analysis/repository.js';
import { type CustomerFigures, createCustomerCounts, type PlatformCustomers } from './customer-counts.js';
import { type BucketRead, dataRepository as repo, type StatSum } from './repository.js';
import { cover, LEVEL, type Run, spansOf, storeDaysFrom, storeRuns, toQuarter } from './units.js';

/**
 * The analyses' figures and the customers' that add (new customers, visits: drizzle/0019): kept by day on the
 * device's clock, at days and months only (drizzle/0015).
 */
const ANALYSIS_METRICS = ['analyses', 'anDevices', 'symptoms', 'cuNew', 'cuVisits'] as const;
const DAILY_LEVELS = [LEVEL.MONTH, LEVEL.DAY];

/**
 * The reads of the analyses' figures: the same buckets as the others, as dates (an analysis sits at its day's
 * UTC midnight, whatever the console's zone), the previous period and nothing before (no running total).
 */
function dailyRead(
  store: boolean,
  range: { from: string; to: string },
  previous: { from: string; to: string },
  grouping: Grouping,
  now: Date,
) {
  const spans = spansOf(range, grouping, 'UTC');
  const prev = rangeInstants(previous, 'UTC');
  const read = emptyRead('daily');
  const daysFrom = Date.parse(storeDaysFrom(now));
  const bucket = (b: number, from: string, to: string, start: number, end: number) => {
    if (store) storeBucket(read, b, storeRuns(from, to, 'UTC'), daysFrom);
    else {
      for (const r of cover(start, end, DAILY_LEVELS)) read.runs.push({ ...r, b });
      read.spans.push({ b, from: start, to: end });
    }
  };
  for (const [i, s] of spans.entries()) bucket(i, s.from, s.to, s.start, s.end);
  bucket(spans.length, previous.from, addDays(previous.to, 1), prev.start.getTime(), prev.end.getTime());
  return read;
}

const emptyRead = (figures: 'timed' | 'daily'): BucketRead => ({ runs: [], spans: [], rows: { figures, spans: [] } });

/**
 * A store's bucket: its whole local months from the aggregates and the deltas not yet folded, its other days
 * (`storeRuns`' day runs) counted from its rows (drizzle/0027), but those from `daysFrom` on (the analyses'
 * recent days, drizzle/0030), which are read as its months are.
 */
function storeBucket(read: BucketRead, b: number, runs: Run[], daysFrom = Number.POSITIVE_INFINITY) {
  const kept = (r: Run) => {
    read.runs.push({ ...r, b });
    read.spans.push({ b, from: r.from, to: r.to });
  };
  for (const r of runs) {
    if (r.level === LEVEL.MONTH) kept(r);
    else {
      const split = Math.min(Math.max(r.from, daysFrom), r.to);
      if (r.from < split) read.rows?.spans.push({ b, from: r.from, to: split });
      if (split < r.to) kept({ ...r, from: split });
    }
  }
}

/** The symptom keys the analyses' sums hold (`symptoms` figures are keyed `<key>|<degree>`). */
function symptomKeysOf(sums: StatSum[]): string[] {
  const keys = new Set<string>();
  for (const s of sums) if (s.metric === 'symptoms') keys.add(s.key.slice(0, s.key.lastIndexOf('|')));
  return [...keys];
}

/**
 * The data centre's names of `keys` in `lang` (figureSymptomName): the labels' now, and for a store the names its
 * latest analyses recorded where its label in `lang` is gone (a probe per such key).
 */
async function figureNames(tx: DbOrTx, shopId: number | null, keys: string[], lang: Language) {
  const live = await analysisRepository.symptomNames(tx, shopId, lang);
  const gone = shopId === null ? [] : keys.filter((k) => live.get(k)?.language !== lang);
  const recorded = await analysisRepository.recordedNames(tx, shopId ?? 0, gone, lang);
  return new Map(keys.map((k) => [k, figureSymptomName(live.get(k), recorded.get(k), lang)]));
}

/** The analyses of the range from their sums (buckets 0..N-1 the trend, N the previous period). */
function shapeAnalyses(
  sums: StatSum[],
  n: number,
  devices: Map<string, string> | null,
  names: Map<string, string | null>,
): TDataAnalyses {
  const trend = new Array<number>(n).fill(0);
  let countPrev = 0;
  const byUserType = { working: 0, viewer: 0 };
  const byDevice = new Map<string, number>();
  const symptoms = new Map<string, [number, number, number]>();
  for (const s of sums) {
    if (s.b > n) continue;
    if (s.metric === 'analyses' && s.b === n) countPrev += s.n;
    // The previous period counts the analyses only.
    if (s.b === n) continue;
    if (s.metric === 'analyses') {
      trend[s.b]! += s.n;
      byUserType[s.key === '1' ? 'working' : 'viewer'] += s.n;
    } else if (s.metric === 'anDevices') byDevice.set(s.key, (byDevice.get(s.key) ?? 0) + s.n);
    else if (s.metric === 'symptoms') {
      const cut = s.key.lastIndexOf('|');
      const key = s.key.slice(0, cut);
      const degree = Number(s.key.slice(cut + 1));
      const d = symptoms.get(key) ?? [0, 0, 0];
      if (degree >= 1 && degree <= 3) d[degree - 1]! += s.n;
      symptoms.set(key, d);
    }
  }
  const total = (d: readonly number[]) => d[0]! + d[1]! + d[2]!;
  return {
    count: trend.reduce((t, v) => t + v, 0),
    countPrev,
    trend,
    byUserType,
    byDevice: devices
      ? [...byDevice]
          .filter(([, c]) => c !== 0)
          .map(([deviceNo, count]) => ({ deviceNo, deviceName: devices.get(deviceNo) ?? null, count }))
          .sort((a, b) => b.count - a.count || a.deviceNo.localeCompare(b.deviceNo))
      : null,
    symptoms: [...symptoms]
      .filter(([, d]) => total(d) !== 0)
      .map(([symptomKey, degrees]) => ({ symptomKey, name: names.get(symptomKey) ?? null, degrees }))
      .sort((a, b) => total(b.degrees) - total(a.degrees) || a.symptomKey.localeCompare(b.symptomKey)),
  };
}

/**
 * The customers of the range: new customers and visits from the daily sums (buckets 0..N-1, N the previous period),
 * the distinct visitors and the symptoms' outcomes from the rows (a store's, `customerFigures`) or from the platform's
 * last count (`counts`: null figures before the first one ends).
 */
function shapeCustomers(
  sums: StatSum[],
  n: number,
  rows: CustomerFigures | null,
  names: Map<string, string | null>,
  counts: Omit<PlatformCustomers, 'figures'> | null,
): TDataCustomers {
  const trend = { new: new Array<number>(n).fill(0), visits: new Array<number>(n).fill(0) };
  const prev = { new: 0, visits: 0 };
  for (const s of sums) {
    if (s.metric !== 'cuNew' && s.metric !== 'cuVisits') continue;
    const k = s.metric === 'cuNew' ? 'new' : 'visits';
    if (s.b < n) trend[k][s.b]! += s.n;
    else if (s.b === n) prev[k] += s.n;
  }
  const sum = (a: number[]) => a.reduce((t, v) => t + v, 0);
  const fresh = sum(trend.new);
  const visits = sum(trend.visits);
  const returningOf = (v: number) => (counts ? Math.max(0, v) : v);
  const visitors = rows?.visitors ?? null;
  const visitorsPrev = rows?.visitorsPrev ?? null;
  return {
    new: fresh,
    newPrev: prev.new,
    // The platform's count may be older than a first visit the daily sums already hold.
    returning: visitors === null ? null : returningOf(visitors - fresh),
    returningPrev: visitorsPrev === null ? null : returningOf(visitorsPrev - prev.new),
    visits,
    visitsPrev: prev.visits,
    visitors,
    visitorsPrev,
    visitsPerCustomer: visitors === null ? null : customerRatio(visits, visitors),
    visitsPerCustomerPrev: visitorsPrev === null ? null : customerRatio(prev.visits, visitorsPrev),
    trend,
    improved: (rows?.symptoms ?? [])
      .map((x) => ({ ...x, name: names.get(x.symptomKey) ?? null }))
      .sort((a, b) => b.compared - a.compared || a.symptomKey.localeCompare(b.symptomKey)),
    countedAt: counts?.countedAt?.toISOString() ?? null,
    counting: counts?.counting ?? null,
  };
}

/** A day before any figure (those that do not move with time sit at 1970-01-01, UTC). */
const EPOCH_DAY = '1969-12-01';
const TOP_STORES = 10;

type Counts = Map<string, number>;
const add = (m: Counts, key: string, v: number) => m.set(key, (m.get(key) ?? 0) + v);
const list = <K extends string>(m: Counts, name: K) =>
  [...m].filter(([, v]) => v !== 0).map(([key, v]) => ({ key, [name]: v }) as { key: string } & Record<K, number>);

/**
 * The data centre (DESIGN.md section 10): one request answers the whole screen from the aggregates (`stats` and
 * the deltas not yet folded), read in one statement for the trend's buckets, the previous period and everything
 * before the range; only the figures that move with the clock (expiring within 30 days) are counted live, by index.
 */
export function createDataService(db: Db, opts: { recountGapMs: number }) {
  const counts = createCustomerCounts(db, opts);
  async function overview(
    shopId: number | null,
    q: TDataRequest,
    lang: Language = 'en-US',
    now = new Date(),
  ): Promise<TDataOverview> {
    const store = shopId === null ? null : await repo.store(db, shopId);
    if (shopId !== null && !store) throw new AppError('NOT_FOUND');
    // A store's figures are read in its own zone (its local days: issue 43), the platform's in the console's.
    const timeZone = store?.timeZone ?? q.timeZone ?? 'UTC';
    const range = { from: q.from, to: q.to };
    const previous = previousRange(range);
    const grouping: Grouping = q.grouping;
    const spans = spansOf(range, grouping, timeZone);
    const prev = rangeInstants(previous, timeZone);
    const PREV = spans.length;
    const BEFORE = spans.length + 1;
    const read = emptyRead('timed');
    // A bucket's local days `[from, to)`: a store's local months and its rows, or the platform's UTC runs.
    const bucket = (b: number, from: string, to: string, start: number, end: number) => {
      if (store) return storeBucket(read, b, storeRuns(from, to, timeZone));
      for (const r of cover(start, end)) read.runs.push({ ...r, b });
      read.spans.push({ b, from: start, to: end });
    };
    for (const [i, s] of spans.entries()) bucket(i, s.from, s.to, s.start, s.end);
    const prevStart = toQuarter(prev.start.getTime());
    bucket(PREV, previous.from, addDays(previous.to, 1), prevStart, toQuarter(prev.end.getTime()));
    // Everything before: from a month before 1970, where the figures that do not move with time sit (at its start).
    const origin = store ? startOfDay(EPOCH_DAY, timeZone).getTime() : Date.parse(EPOCH_DAY);
    bucket(BEFORE, EPOCH_DAY, previous.from, origin, prevStart);

    // The platform's visitors and outcomes from its last count (started here when due), a store's from its rows.
    const platform = shopId === null ? await counts.ask(range, now) : null;
    const { sums, live, top, daily, devices, names, customers } = await repo.read(db, async (tx) => {
      const daily = await repo.sums(
        tx,
        shopId ?? 0,
        dailyRead(store !== null, range, previous, grouping, now),
        ANALYSIS_METRICS,
      );
      const customers =
        shopId === null ? (platform?.figures ?? null) : await repo.customerFigures(tx, shopId, range, previous);
      const keys = new Set([...symptomKeysOf(daily), ...(customers?.symptoms ?? []).map((x) => x.symptomKey)]);
      return {
        sums: await repo.sums(tx, shopId ?? 0, read),
        live: await repo.live(tx, shopId ?? 0, now),
        top: shopId === null ? await repo.topStores(tx, range, TOP_STORES) : null,
        daily,
        customers,
        devices: shopId === null ? null : await repo.deviceNames(tx, shopId),
        names: await figureNames(tx, shopId, [...keys], lang),
      };
    });
    return {
      ...shape(sums, { shopId, store, live, top, spans, PREV, BEFORE, range, previous, grouping, timeZone, now }),
      analyses: shapeAnalyses(daily, spans.length, devices, names),
      customers: shapeCustomers(daily, spans.length, customers, names, platform),
    };
  }

  return {
    overview,
    /** Folds waiting deltas into the aggregates (every instance calls it on a timer; one folds at a time). */
    fold: (batch?: number) => repo.fold(db, batch),
    /** Drops a store's days of analyses' figures no longer kept (every instance calls it now and then). */
    pruneDays: () => repo.pruneDays(db),
    /** Counts the platform's customer figures waiting (every instance calls it on a timer; see customer-counts.ts). */
    countCustomers: (budgetMs?: number) => counts.run(budgetMs),
  };
}

interface ShapeInput {
  shopId: number | null;
  store: Awaited<ReturnType<typeof repo.store>>;
  live: Awaited<ReturnType<typeof repo.live>>;
  top: Awaited<ReturnType<typeof repo.topStores>> | null;
  spans: { key: string }[];
  PREV: number;
  BEFORE: number;
  range: { from: string; to: string };
  previous: { from: string; to: string };
  grouping: Grouping;
  timeZone: string;
  now: Date;
}

/** The screen's figures from the sums of the buckets (the trend's, then PREV, then BEFORE: everything earlier). */
function shape(sums: StatSum[], x: ShapeInput): Omit<TDataOverview, 'analyses' | 'customers'> {
  const N = x.spans.length;
  const series = () => new Array<number>(N).fill(0);
  const trend = {
    working: series(),
    viewer: series(),
    devices: series(),
    stores: series(),
    orders: series(),
    paid: series(),
  };
  const prev = { accounts: 0, devices: 0, stores: 0, orders: 0, paid: 0 };
  const before = { accounts: 0, devices: 0, stores: 0 };
  const state = { disabled: 0, bound: 0, invalid: 0, cloudBytes: 0 };
  const byType: Counts = new Map();
  const byStatus: Counts = new Map();
  const byMethod: Counts = new Map();
  const money = new Map<
    Currency,
    { net: number; netPrev: number; paid: number; refunds: number; byType: Counts; byMethod: Counts; trend: number[] }
  >();
  const moneyOf = (c: string) => {
    const cur = c as Currency;
    let m = money.get(cur);
    if (!m) {
      m = { net: 0, netPrev: 0, paid: 0, refunds: 0, byType: new Map(), byMethod: new Map(), trend: series() };
      money.set(cur, m);
    }
    return m;
  };

  for (const s of sums) {
    const inRange = s.b < N;
    const isPrev = s.b === x.PREV;
    switch (s.metric) {
      case 'accounts':
        if (inRange) (s.key === '1' ? trend.working : trend.viewer)[s.b]! += s.n;
        else if (isPrev) prev.accounts += s.n;
        else before.accounts += s.n;
        break;
      case 'devices':
      case 'stores': {
        const k = s.metric;
        if (inRange) trend[k][s.b]! += s.n;
        else if (isPrev) prev[k] += s.n;
        else before[k] += s.n;
        break;
      }
      case 'orders': {
        const [type = '', status = '', method = ''] = s.key.split('|');
        if (inRange) {
          trend.orders[s.b]! += s.n;
          add(byType, type, s.n);
          add(byStatus, status, s.n);
          add(byMethod, method, s.n);
        } else if (isPrev) prev.orders += s.n;
        break;
      }
      case 'paid':
      case 'refunds': {
        const [currency = '', type = '', method = ''] = s.key.split('|');
        const sign = s.metric === 'paid' ? 1 : -1;
        if (!inRange && !isPrev) break;
        const m = moneyOf(currency);
        if (inRange) {
          m.trend[s.b]! += sign * s.amount;
          m.net += sign * s.amount;
          if (sign > 0) {
            m.paid += s.amount;
            trend.paid[s.b]! += s.n;
          } else m.refunds += s.amount;
          add(m.byType, type, sign * s.amount);
          add(m.byMethod, method, sign * s.amount);
        } else if (isPrev) {
          m.netPrev += sign * s.amount;
          if (sign > 0) prev.paid += s.n;
        }
        break;
      }
      case 'disabled':
      case 'bound':
      case 'invalid':
        state[s.metric] += s.n;
        break;
      case 'cloudBytes':
        state.cloudBytes += s.amount;
        break;
    }
  }

  const cumulative = (start: number, added: number[]) => {
    let total = start;
    return added.map((v) => (total += v));
  };
  const accountsNew = trend.working.map((v, i) => v + trend.viewer[i]!);
  const sum = (a: number[]) => a.reduce((t, v) => t + v, 0);
  // BEFORE holds everything before the previous period; the previous period's own additions come on top.
  const accountsAtPrevEnd = before.accounts + prev.accounts;
  const devicesAtPrevEnd = before.devices + prev.devices;
  const storesAtPrevEnd = before.stores + prev.stores;
  const accountsEnd = accountsAtPrevEnd + sum(accountsNew);
  const devicesEnd = devicesAtPrevEnd + sum(trend.devices);
  const platform = x.shopId === null;
  const expire = x.store?.cloudExpireTime ?? null;

  return {
    shopId: x.shopId,
    shopName: x.store?.name ?? null,
    range: x.range,
    previous: x.previous,
    grouping: x.grouping,
    timeZone: x.timeZone,
    buckets: x.spans.map((s) => s.key),
    accounts: {
      total: accountsEnd,
      totalPrev: accountsAtPrevEnd,
      new: sum(accountsNew),
      newPrev: prev.accounts,
      working: sum(trend.working),
      viewer: sum(trend.viewer),
      expiring30d: x.live.expiring30d,
      disabled: state.disabled,
      bound: state.bound,
    },
    devices: {
      total: devicesEnd,
      totalPrev: devicesAtPrevEnd,
      new: sum(trend.devices),
      newPrev: prev.devices,
      accountsPerDevice: devicesEnd > 0 ? Math.round((accountsEnd / devicesEnd) * 100) / 100 : null,
    },
    orders: {
      count: sum(trend.orders),
      countPrev: prev.orders,
      paid: sum(trend.paid),
      paidPrev: prev.paid,
      byType: list(byType, 'count'),
      byStatus: list(byStatus, 'count'),
      byMethod: list(byMethod, 'count'),
    },
    revenue: CURRENCIES.flatMap((currency) => {
      const m = money.get(currency);
      if (!m) return [];
      return [{ currency, ...m, byType: list(m.byType, 'amount'), byMethod: list(m.byMethod, 'amount') }];
    }),
    cloud: {
      usedBytes: platform ? state.cloudBytes : (x.store?.ossSize ?? 0),
      expireTime: expire?.toISOString() ?? null,
      daysLeft: expire ? cloudDaysLeft(expire, x.now) : null,
      expiring30d: platform ? x.live.cloudExpiring : null,
      expired: platform ? x.live.cloudExpired : null,
    },
    stores: platform
      ? {
          total: storesAtPrevEnd + sum(trend.stores),
          totalPrev: storesAtPrevEnd,
          new: sum(trend.stores),
          newPrev: prev.stores,
          invalid: state.invalid,
        }
      : null,
    trends: {
      accountsNew: { working: trend.working, viewer: trend.viewer },
      accountsTotal: cumulative(accountsAtPrevEnd, accountsNew),
      devicesNew: trend.devices,
      devicesTotal: cumulative(devicesAtPrevEnd, trend.devices),
      orders: trend.orders,
      paidOrders: trend.paid,
      storesNew: platform ? trend.stores : null,
    },
    topStores: x.top?.map((t) => ({ ...t, currency: t.currency as Currency })) ?? null,
  };
}
