// The soak's pure parts (server/bench/soak.ts): percentiles, the per-kind table, which failures are acceptable,
// whether memory stayed flat, and the recount's comparisons of money, renewals and analyses. No I/O here, so the
// unit tests (server/test/soak-report.test.ts) check them on made-up numbers.
import { extendExpiry } from '@skin/contract';

/** One request of the soak, as the load generator saw it (times in ms on one clock). */
export interface Sample {
  kind: string;
  method: string;
  start: number;
  end: number;
  /** HTTP status, or null when no answer came (connection refused or reset). */
  status: number | null;
  /** The answer was one the kind expects (e.g. 200 or 304 for a feed, 303 for a checkout's Pay). */
  ok: boolean;
  /** For a failure: the API's code and message, nginx's page title, or the connection's error. */
  detail?: string;
}

/** Nearest-rank percentile of values sorted ascending (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Methods nginx never sends twice once sent (`proxy_next_upstream` leaves them alone): RFC 9110's non-idempotent. */
export const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK']);

/**
 * The kill: `at` when SIGKILL was sent, `gone` when the process's exit was seen (ms on the samples' clock). Between
 * the two the dying process still holds its listening socket: the kernel accepts connections nginx opens to it, and
 * they are reset when the process is gone.
 */
export interface Kill {
  at: number;
  gone: number;
}

/**
 * What a failed answer is. `acceptable`: a non-idempotent request in flight on the killed instance (sent before its
 * process was gone, answered after the kill) that came back without an answer of the API (nginx's 502/504, or no
 * answer): nginx may not send it again, so the client sees the failure. Anything else failing is `unacceptable`: a
 * request started after the process was gone (nginx must route around it), an idempotent one (nginx retries those
 * on the other instance), or any answer of the API itself that the kind does not expect (a 4xx, a 429, a 5xx).
 */
export function classify(s: Sample, kill: Kill | null): 'ok' | 'acceptable' | 'unacceptable' {
  if (s.ok) return 'ok';
  const proxyFailure = s.status === null || s.status === 502 || s.status === 504;
  const inFlight = kill !== null && s.start <= kill.gone && s.end >= kill.at;
  return proxyFailure && inFlight && NON_IDEMPOTENT.has(s.method) ? 'acceptable' : 'unacceptable';
}

export interface KindRow {
  kind: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** failed answers, acceptable ones included */
  errors: number;
  acceptable: number;
  unacceptable: number;
  /** status (or `none`) -> count, of every answer */
  statuses: Record<string, number>;
}

/** The per-kind table over `seconds` of load, kinds in the order given (then any other seen). */
export function kindTable(samples: readonly Sample[], seconds: number, kill: Kill | null, order: string[] = []) {
  const byKind = new Map<string, Sample[]>();
  for (const k of order) byKind.set(k, []);
  for (const s of samples) {
    const list = byKind.get(s.kind) ?? [];
    list.push(s);
    byKind.set(s.kind, list);
  }
  const rows: KindRow[] = [];
  for (const [kind, list] of byKind) {
    const ms = list.map((s) => s.end - s.start).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    let acceptable = 0;
    let unacceptable = 0;
    for (const s of list) {
      const key = s.status === null ? 'none' : String(s.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      const c = classify(s, kill);
      if (c === 'acceptable') acceptable++;
      else if (c === 'unacceptable') unacceptable++;
    }
    rows.push({
      kind,
      requests: list.length,
      perSecond: seconds > 0 ? list.length / seconds : 0,
      p50: Math.round(percentile(ms, 50)),
      p99: Math.round(percentile(ms, 99)),
      errors: acceptable + unacceptable,
      acceptable,
      unacceptable,
      statuses,
    });
  }
  return rows;
}

export interface MemorySample {
  /** ms since the soak's start */
  t: number;
  rssBytes: number;
  /** V8's heap in use, from the instance's /metrics (`nodejs_heap_size_used_bytes`), when it answered */
  heapBytes?: number;
}

export interface MemoryVerdict {
  /** where the measured window starts (ms since the start) */
  from: number;
  samples: number;
  firstMiB: number;
  lastMiB: number;
  maxMiB: number;
  growthPct: number;
  /** two samples or more in the window (a short soak leaves the restarted instance too few) */
  judged: boolean;
  /** judged, and under `limitPct` growth from the window's first sample to its last */
  flat: boolean;
}

const mib = (b: number) => Math.round((b / 2 ** 20) * 10) / 10;

/**
 * Whether resident memory stayed flat over the window from `from`: growth from its first sample to its last
 * under `limitPct` percent. Fewer than two samples in the window: not judged, and not flat (nothing shows it).
 */
export function memoryVerdict(samples: readonly MemorySample[], from: number, limitPct = 10): MemoryVerdict {
  const w = samples.filter((s) => s.t >= from);
  const first = w[0]?.rssBytes ?? 0;
  const last = w.at(-1)?.rssBytes ?? 0;
  const growthPct = first > 0 ? Math.round(((last - first) / first) * 1000) / 10 : 0;
  return {
    from,
    samples: w.length,
    firstMiB: mib(first),
    lastMiB: mib(last),
    maxMiB: mib(Math.max(0, ...w.map((s) => s.rssBytes))),
    growthPct,
    judged: w.length >= 2,
    flat: w.length >= 2 && growthPct < limitPct,
  };
}

// --- the recount ---------------------------------------------------------------------------------------------

export interface OrderRow {
  orderNo: string;
  /** 1 viewer ends, 2 cloud space */
  orderType: number;
  shopId: number;
  /** 0 unpaid, 1 paying, 2 paid, 3 refunded */
  payStatus: number;
  years: number;
  paidAt: Date | null;
  /** `applied` payment events recorded for it */
  applied: number;
}

export interface RenewalItem {
  orderNo: string;
  appUserId: number;
}

export interface MoneyInput {
  orders: OrderRow[];
  items: RenewalItem[];
  /** what the clients saw: orders created (add answered 200), and those whose checkout Pay answered 303 */
  created: Set<string>;
  paidAtCheckout: Set<string>;
  /** expiries before the soak and now, by app account id and by store id */
  accountsBefore: Map<number, Date | null>;
  accountsNow: Map<number, Date | null>;
  storesBefore: Map<number, Date | null>;
  storesNow: Map<number, Date | null>;
}

export interface MoneyRecount {
  ordersCreated: number;
  ordersPaid: number;
  paymentsApplied: number;
  /** paid orders with other than exactly one applied payment, and unpaid ones with any */
  doubled: number;
  /** orders paid at the checkout (303) that are not paid in the rows */
  lost: number;
  /** paid orders the clients never created (another run's, or invented) */
  unknown: number;
  accountsRenewed: number;
  /** accounts whose expiry is not their expiry before plus each paid renewal once */
  accountsWrong: number;
  storesRenewed: number;
  storesWrong: number;
}

/** The expiry after each paid renewal applied once, in the order they were paid. */
function expected(before: Date | null, paid: Array<{ paidAt: Date; years: number }>): Date | null {
  let at = before;
  for (const p of [...paid].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime()))
    at = extendExpiry(at, p.paidAt, p.years);
  return at;
}

const same = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Money and renewals from the rows: nothing doubled, nothing lost, every expiry extended once per paid renewal. */
export function recountMoney(m: MoneyInput): MoneyRecount {
  const mine = m.orders.filter((o) => m.created.has(o.orderNo));
  const paid = m.orders.filter((o) => o.payStatus === 2);
  const byNo = new Map(m.orders.map((o) => [o.orderNo, o]));
  const accountPaid = new Map<number, Array<{ paidAt: Date; years: number }>>();
  for (const it of m.items) {
    const o = byNo.get(it.orderNo);
    if (o?.payStatus !== 2 || !o.paidAt) continue;
    const list = accountPaid.get(it.appUserId) ?? [];
    list.push({ paidAt: o.paidAt, years: o.years });
    accountPaid.set(it.appUserId, list);
  }
  const storePaid = new Map<number, Array<{ paidAt: Date; years: number }>>();
  for (const o of paid) {
    if (o.orderType !== 2 || !o.paidAt) continue;
    const list = storePaid.get(o.shopId) ?? [];
    list.push({ paidAt: o.paidAt, years: o.years });
    storePaid.set(o.shopId, list);
  }
  let accountsWrong = 0;
  for (const [id, before] of m.accountsBefore)
    if (!same(expected(before, accountPaid.get(id) ?? []), m.accountsNow.get(id))) accountsWrong++;
  let storesWrong = 0;
  for (const [id, before] of m.storesBefore)
    if (!same(expected(before, storePaid.get(id) ?? []), m.storesNow.get(id))) storesWrong++;
  return {
    ordersCreated: mine.length,
    ordersPaid: paid.length,
    paymentsApplied: m.orders.reduce((n, o) => n + o.applied, 0),
    doubled: m.orders.filter((o) => (o.payStatus === 2 ? o.applied !== 1 : o.applied !== 0)).length,
    lost: [...m.paidAtCheckout].filter((no) => byNo.get(no)?.payStatus !== 2).length,
    unknown: paid.filter((o) => !m.created.has(o.orderNo)).length,
    accountsRenewed: [...accountPaid.keys()].filter((id) => m.accountsBefore.has(id)).length,
    accountsWrong,
    storesRenewed: [...storePaid.keys()].filter((id) => m.storesBefore.has(id)).length,
    storesWrong,
  };
}

export interface AnalysesRecount {
  /** clientIds the clients sent */
  sent: number;
  /** answered 201 (recorded) and 200 (a repeat of a recorded clientId) */
  created: number;
  repeated: number;
  rows: number;
  /** clientIds with more than one row */
  doubled: number;
  /** clientIds answered 201 or 200 without a row */
  lost: number;
  /** rows of clientIds the clients never saw recorded (a request cut in flight and not repeated) */
  unconfirmed: number;
}

/** Analyses from the rows: one row per clientId, one for every clientId the server said it recorded. */
export function recountAnalyses(
  a: { sent: Set<string>; created: Set<string>; repeated: Set<string> },
  rowsPerClientId: Map<string, number>,
): AnalysesRecount {
  const confirmed = new Set([...a.created, ...a.repeated]);
  let rows = 0;
  let doubled = 0;
  let unconfirmed = 0;
  for (const [id, n] of rowsPerClientId) {
    if (!a.sent.has(id)) continue;
    rows += n;
    if (n > 1) doubled++;
    if (!confirmed.has(id)) unconfirmed++;
  }
  return {
    sent: a.sent.size,
    created: a.created.size,
    repeated: a.repeated.size,
    rows,
    doubled,
    lost: [...confirmed].filter((id) => !rowsPerClientId.get(id)).length,
    unconfirmed,
  };
}

/** The paths at which two JSON values differ (at most `max`), for the data centre against its recount. */
export function differences(a: unknown, b: unknown, max = 10, at = ''): string[] {
  if (Object.is(a, b)) return [];
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return [`${at || '(root)'}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`];
  const out: string[] = [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    out.push(
      ...differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], max, at ? `${at}.${k}` : k),
    );
    if (out.length >= max) return out.slice(0, max);
  }
  return out;
}
