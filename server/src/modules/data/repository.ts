import { addDays } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { selectRows, withSessionLock } from '../../lib/sql.js';
import { type Run, storeDayRuns } from './units.js';

/** A sum of the aggregates: bucket `b`, figure and key (see the stat_rows_* functions in drizzle/0011). */
export interface StatSum {
  b: number;
  metric: string;
  key: string;
  n: number;
  amount: number;
}

type Span = { b: number; from: number; to: number };

/**
 * Runs of a bucket, to read from `stats`; `spans` the same instants, to read the deltas not yet folded. A store's
 * partial months are `rows`: counted from its rows (the `timed` figures of orders, accounts and devices at their
 * instants, or the `daily` ones of its analyses on their days, whose instants are UTC midnights), never from the
 * aggregates or the deltas.
 */
export interface BucketRead {
  runs: (Run & { b: number })[];
  spans: Span[];
  rows?: { figures: 'timed' | 'daily'; spans: Span[] };
}

const iso = (ms: number) => new Date(ms).toISOString();
const spansJson = (spans: Span[]) => JSON.stringify(spans.map((x) => ({ b: x.b, f: iso(x.from), t: iso(x.to) })));
/** Spans that follow each other (a trend's days) joined into one read of the rows: `[from, to)` each. */
export function joinedSpans(spans: readonly Span[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (const x of [...spans].sort((p, q) => p.from - q.from)) {
    const last = out.at(-1);
    if (last && last.to === x.from) last.to = x.to;
    else out.push({ from: x.from, to: x.to });
  }
  return out;
}

const asJson = (r: BucketRead) => ({
  runs: JSON.stringify(r.runs.map((x) => ({ b: x.b, l: x.level, f: iso(x.from), t: iso(x.to) }))),
  spans: spansJson(r.spans),
  // The rows' buckets: the spans' starts in order (width_bucket finds a row's span) and their buckets.
  starts: `{${[...(r.rows?.spans ?? [])]
    .sort((p, q) => p.from - q.from)
    .map((x) => `"${iso(x.from)}"`)
    .join(',')}}`,
  buckets: `{${[...(r.rows?.spans ?? [])]
    .sort((p, q) => p.from - q.from)
    .map((x) => x.b)
    .join(',')}}`,
  reads: JSON.stringify(joinedSpans(r.rows?.spans ?? []).map((x) => ({ f: iso(x.from), t: iso(x.to) }))),
});

/**
 * What one store's rows of the read `g` (`[f, t)`) add, with the same stat_rows_* functions as the triggers: each
 * figure at its instant `t` with its key, count and amount. `timed`: orders (created, paid or refunded in the read),
 * accounts, devices and the store itself; `daily`: its analyses and its customers' visits and first visits, at
 * their days' UTC midnights.
 */
function rowSums(shopId: number, figures: 'timed' | 'daily') {
  if (figures === 'timed')
    return sql`
      select r.* from orders o cross join lateral stat_rows_order(o) r
       where o.shop_id = ${shopId} and r.t >= g.f and r.t < g.t
         and ((o.created_at >= g.f and o.created_at < g.t) or (o.paid_at >= g.f and o.paid_at < g.t)
           or (o.refunded_at >= g.f and o.refunded_at < g.t))
      union all
      select r.* from app_users u cross join lateral stat_rows_app_user(u) r
       where u.shop_id = ${shopId} and u.created_at >= g.f and u.created_at < g.t and r.t >= g.f and r.t < g.t
      union all
      select r.* from shop_devices d cross join lateral stat_rows_device(d) r
       where d.shop_id = ${shopId} and d.created_at >= g.f and d.created_at < g.t
      union all
      select r.* from shops s cross join lateral stat_rows_shop(s) r
       where s.id = ${shopId} and r.t >= g.f and r.t < g.t`;
  // A customer's first visit is in the read when she has an analysis there and none before it (her own rows): on
  // her earliest day there.
  const inRead = sql`a.shop_id = ${shopId} and a.analysed_day >= g.day_from and a.analysed_day < g.day_to`;
  return sql`
      select r.* from analyses a cross join lateral stat_rows_analysis(a) r where ${inRead}
      union all
      select a.analysed_day::timestamp at time zone 'UTC', 'cuVisits', '', count(*), 0 from analyses a
       where ${inRead} and a.customer_id is not null group by a.analysed_day
      union all
      select f.day::timestamp at time zone 'UTC', 'cuNew', '', count(*), 0 from (
        select min(a.analysed_day) as day from analyses a
         where ${inRead} and a.customer_id is not null
           and not exists (select 1 from analyses p where p.shop_id = ${shopId} and p.customer_id = a.customer_id
                            and p.analysed_day < g.day_from)
         group by a.customer_id) f group by f.day`;
}

const num = (v: unknown) => Number(v ?? 0);
/** The advisory lock stats_fold() holds while it folds (drizzle/0011): one fold at a time. */
export const FOLD_LOCK = 72620011;

/** Reads the data centre's aggregates: `stats` (folded) and `stats_delta` (not yet folded), always together. */
export const dataRepository = {
  /**
   * Runs the reads of one answer in one transaction without JIT compilation: the planner cannot tell how few
   * runs a JSON list holds, and compiling the plan would cost more than running it.
   */
  read<T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      // Room to hash the sums in memory rather than sort them (this transaction only), in one round trip.
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
      return run(tx);
    });
  },

  /**
   * Every figure of every bucket for one store (`shopId`) or the platform (0), in one statement: one snapshot,
   * so a fold committing meanwhile is seen wholly or not at all.
   */
  async sums(db: DbOrTx, shopId: number, read: BucketRead, metrics?: readonly string[]): Promise<StatSum[]> {
    const { runs, spans, starts, buckets, reads } = asJson(read);
    const deltaShop = shopId === 0 ? sql`` : sql`and d.shop_id = ${shopId}`;
    // Only these figures (the analyses' daily ones, read with their own buckets), or every figure.
    const only = (col: string) =>
      metrics
        ? sql`and ${sql.raw(col)} in (${sql.join(
            metrics.map((m) => sql`${m}`),
            sql`, `,
          )})`
        : sql``;
    const rows = await selectRows(
      db,
      sql`
      with runs as (select * from jsonb_to_recordset(${runs}::jsonb) as r(b int, l int, f timestamptz, t timestamptz)),
      spans as (select * from jsonb_to_recordset(${spans}::jsonb) as x(b int, f timestamptz, t timestamptz)),
      reads as (select *, (g.f at time zone 'UTC')::date as day_from, (g.t at time zone 'UTC')::date as day_to
                  from jsonb_to_recordset(${reads}::jsonb) as g(f timestamptz, t timestamptz))
      select u.b, u.metric, u.key, sum(u.n)::bigint as n, sum(u.amount)::bigint as amount from (
        -- One index range scan per run (OFFSET 0 keeps the planner from hashing the whole store's rows instead).
        select r.b, s.metric, s.key, s.n, s.amount from runs r cross join lateral (
          select metric, key, n, amount from stats
           where shop_id = ${shopId} and level = r.l and t >= r.f and t < r.t ${only('metric')} offset 0) s
        union all
        select x.b, d.metric, d.key, d.n, d.amount
          from spans x join stats_delta d on d.t >= x.f and d.t < x.t ${deltaShop} ${only('d.metric')}
        ${
          read.rows?.spans.length && shopId !== 0
            ? sql`union all
        select (${buckets}::int[])[width_bucket(w.t, ${starts}::timestamptz[])], w.metric, w.key, w.n, w.amount
          from reads g cross join lateral (${rowSums(shopId, read.rows.figures)} offset 0) w`
            : sql``
        }
      ) u group by 1, 2, 3`,
    );
    return rows.map((r) => ({
      b: num(r.b),
      metric: String(r.metric),
      key: String(r.key),
      n: num(r.n),
      amount: num(r.amount),
    }));
  },

  /**
   * The stores with the most net revenue (paid minus refunded) over the local days `range` of each store's own zone
   * (its rows are its local days and months), the first `limit` per currency. One range scan of `stats_net_idx`
   * per run, widened by the zones' farthest offsets and cut per store by its zone.
   */
  async topStores(db: DbOrTx, range: { from: string; to: string }, limit: number) {
    const to = addDays(range.to, 1);
    const runs = JSON.stringify(storeDayRuns(range.from, to).map((r) => ({ l: r.level, f: r.from, t: r.to })));
    const rows = await selectRows(
      db,
      sql`
      with runs as (select * from jsonb_to_recordset(${runs}::jsonb) as r(l int, f date, t date)),
      u as (
        select s.shop_id, s.key, s.n, s.amount from runs r cross join lateral (
          select x.shop_id, x.key, x.n, x.amount from stats x join shops sh on sh.id = x.shop_id
           where x.metric = 'net' and x.level = r.l and x.shop_id <> 0
             and x.t >= (r.f::timestamp at time zone 'UTC') - interval '1 day'
             and x.t < (r.t::timestamp at time zone 'UTC') + interval '1 day'
             and x.t >= (r.f::timestamp at time zone sh.time_zone) and x.t < (r.t::timestamp at time zone sh.time_zone)
          offset 0) s
        union all
        select d.shop_id, d.key, d.n, d.amount from stats_delta d join shops sh on sh.id = d.shop_id
         where d.metric = 'net'
           and d.t >= (${range.from}::date::timestamp at time zone 'UTC') - interval '1 day'
           and d.t < (${to}::date::timestamp at time zone 'UTC') + interval '1 day'
           and d.t >= (${range.from}::date::timestamp at time zone sh.time_zone)
           and d.t < (${to}::date::timestamp at time zone sh.time_zone)
      ),
      per_store as (
        select shop_id, key as currency, sum(amount)::bigint as net, sum(n)::bigint as paid from u group by 1, 2
      ),
      ranked as (
        select p.*, row_number() over (partition by p.currency order by p.net desc, p.shop_id) as rank
          from per_store p where p.paid <> 0 or p.net <> 0
      )
      select r.shop_id, s.name, r.currency, r.net, r.paid from ranked r join shops s on s.id = r.shop_id
       where r.rank <= ${limit} order by r.currency, r.rank`,
    );
    return rows.map((r) => ({
      shopId: num(r.shop_id),
      shopName: String(r.name),
      currency: String(r.currency),
      net: num(r.net),
      paidOrders: num(r.paid),
    }));
  },

  /** Figures of now that no aggregate can hold (they move with the clock): accounts and cloud space expiring. */
  async live(db: DbOrTx, shopId: number, now: Date) {
    const in30 = new Date(now.getTime() + 30 * 86_400_000);
    const store = shopId === 0 ? sql`` : sql`and shop_id = ${shopId}`;
    const rows = await selectRows(
      db,
      sql`
      select
        (select count(*) from app_users where closed_at is null and permanent = false
            and expire_time >= ${now} and expire_time < ${in30} ${store}) as expiring,
        (select count(*) from shops where cloud_expire_time >= ${now} and cloud_expire_time < ${in30} ${shopId === 0 ? sql`` : sql`and id = ${shopId}`}) as cloud_expiring,
        (select count(*) from shops where cloud_expire_time < ${now} ${shopId === 0 ? sql`` : sql`and id = ${shopId}`}) as cloud_expired`,
    );
    const r = rows[0] ?? {};
    return { expiring30d: num(r.expiring), cloudExpiring: num(r.cloud_expiring), cloudExpired: num(r.cloud_expired) };
  },

  /**
   * The customer figures that do not add across days, from the analyses made for a customer in the range and the
   * previous period, of one store or of a batch of stores (the platform's count, customer-counts.ts): one range scan
   * of `analyses_customer_day_idx` per store (anonymous analyses are not in them). The distinct customers who visited
   * in each, and per symptom found at the first visit in the range of a customer with two or more there, how it stood
   * at her latest (docs/decisions.md). A customer is of one store, so a batch's figures add to the others'.
   */
  async customerFigures(
    db: DbOrTx,
    shops: number | readonly number[],
    range: { from: string; to: string },
    previous: { from: string; to: string },
  ) {
    const store =
      typeof shops === 'number'
        ? sql`and a.shop_id = ${shops}`
        : sql`and a.shop_id = any(${`{${shops.join(',')}}`}::int[])`;
    const visitors = await selectRows(
      db,
      sql`
      select count(distinct a.customer_id) filter (where a.analysed_day >= ${range.from}::date) as visitors,
             count(distinct a.customer_id) filter (where a.analysed_day < ${range.from}::date) as visitors_prev
        from analyses a
       where a.customer_id is not null ${store}
         and a.analysed_day >= ${previous.from}::date and a.analysed_day <= ${range.to}::date`,
    );
    const symptoms = await selectRows(
      db,
      sql`
      with v as (
        select a.customer_id, a.id,
               row_number() over (partition by a.customer_id order by a.analysed_at, a.id) as first_rank,
               row_number() over (partition by a.customer_id order by a.analysed_at desc, a.id desc) as latest_rank
          from analyses a
         where a.customer_id is not null ${store}
           and a.analysed_day >= ${range.from}::date and a.analysed_day <= ${range.to}::date
      ), ends as (
        select max(id) filter (where first_rank = 1) as first_id, max(id) filter (where latest_rank = 1) as latest_id
          from v group by customer_id having count(*) >= 2
      )
      select f.symptom_key,
             count(l.degree) as compared,
             count(*) filter (where l.degree < f.degree) as improved,
             count(*) filter (where l.degree is null) as cleared
        from ends e
        -- Primary-key reads, kept lateral (OFFSET 0 and LIMIT 1 keep the planner from flattening them into a join):
        -- over a batch of stores a join hashed all of analysis_symptoms (25 M rows at 10 M analyses: 10.4 s a batch
        -- of 50 stores, 0.57 s this way).
        cross join lateral (
          select f.symptom_key, f.degree from analysis_symptoms f where f.analysis_id = e.first_id offset 0
        ) f
        left join lateral (
          select l.degree from analysis_symptoms l
           where l.analysis_id = e.latest_id and l.symptom_key = f.symptom_key limit 1
        ) l on true
       group by 1`,
    );
    const r = visitors[0] ?? {};
    return {
      visitors: num(r.visitors),
      visitorsPrev: num(r.visitors_prev),
      symptoms: symptoms.map((x) => ({
        symptomKey: String(x.symptom_key),
        compared: num(x.compared),
        improved: num(x.improved),
        cleared: num(x.cleared),
      })),
    };
  },

  /** The names of a store's devices (deleted ones have none). */
  async deviceNames(db: DbOrTx, shopId: number): Promise<Map<string, string>> {
    const rows = await selectRows(db, sql`select device_no, device_name from shop_devices where shop_id = ${shopId}`);
    return new Map(rows.map((r) => [String(r.device_no), String(r.device_name)]));
  },

  async store(db: DbOrTx, shopId: number) {
    const rows = await selectRows(
      db,
      sql`select name, oss_size, cloud_expire_time, time_zone from shops where id = ${shopId}`,
    );
    const r = rows[0];
    if (!r) return null;
    const expire = r.cloud_expire_time;
    return {
      name: String(r.name),
      ossSize: num(r.oss_size),
      timeZone: String(r.time_zone),
      cloudExpireTime: expire ? new Date(expire as string | Date) : null,
    };
  },

  /** Drops a store's days no longer kept (drizzle/0030): how many rows went. */
  async pruneDays(db: DbOrTx): Promise<number> {
    const rows = await selectRows(db, sql`select stat_store_days_prune() as gone`);
    return num(rows[0]?.gone);
  },

  /** Folds up to `batch` deltas into `stats`; -1 when another instance is folding. */
  async fold(db: DbOrTx, batch = 50_000): Promise<number> {
    const rows = await selectRows(db, sql`select stats_fold(${batch}) as moved`);
    return num(rows[0]?.moved);
  },
};

/**
 * Counts the aggregates again from every row, in one transaction that holds writers back (SHARE locks): after
 * a bulk load made with the triggers off (`session_replication_role = replica`, as the benchmark loads ten
 * million orders), or to check a database by hand. The same stat_rows_* and stat_levels() functions as the triggers
 * and stats_fold().
 *
 * With `shopId`, one store's rows only, in its zone now (a change of its zone, shop/service.ts), inside the
 * caller's REPEATABLE READ transaction, holding back the folds only, not any writer: its rows and the deltas it
 * folds are those of one snapshot, and a change committed after it leaves its delta, which a fold after this
 * transaction counts in the new zone. A fold that ended after the snapshot began makes this one fail to serialize
 * (40001), and the caller runs it again.
 */
export async function rebuildStats(db: DbOrTx, shopId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (shopId === undefined) await lockCountedTables(tx);
    else await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`);
    // Millions of rows are grouped and sorted: room in memory for it (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    if (shopId === undefined) await tx.execute(sql`truncate stats, stats_delta`);
    else await foldAll(tx);
    const one = (col: string) => (shopId === undefined ? sql`` : sql`where ${sql.raw(col)} = ${shopId}`);
    await tx.execute(
      sql`create temp table stat_quarters (shop_id int, t timestamptz, metric text, key text, n bigint, amount bigint) on commit drop`,
    );
    const quarter = sql`date_bin('15 minutes', r.t, timestamptz '2000-01-01 00:00:00+00')`;
    for (const [table, fn, shop] of [
      ['orders', 'stat_rows_order', 'x.shop_id'],
      ['app_users', 'stat_rows_app_user', 'x.shop_id'],
      ['shop_devices', 'stat_rows_device', 'x.shop_id'],
      ['shops', 'stat_rows_shop', 'x.id'],
      ['analyses', 'stat_rows_analysis', 'x.shop_id'],
    ] as const)
      await tx.execute(sql`
        insert into stat_quarters
        select ${sql.raw(shop)}, ${quarter}, r.metric, r.key, sum(r.n), sum(r.amount)
          from ${sql.raw(table)} x cross join lateral ${sql.raw(fn)}(x) r ${one(shop)} group by 1, 2, 3, 4`);
    // The customer figures (drizzle/0019, stat_customer_visit_changed): visits on their days, each customer on her
    // first day.
    await tx.execute(sql`
      insert into stat_quarters
      select shop_id, analysed_day::timestamp at time zone 'UTC', 'cuVisits', '', count(*), 0
        from analyses where customer_id is not null ${shopId === undefined ? sql`` : sql`and shop_id = ${shopId}`}
       group by 1, 2`);
    await tx.execute(sql`
      insert into stat_quarters
      select shop_id, first_day::timestamp at time zone 'UTC', 'cuNew', '', count(*), 0
        from (select shop_id, customer_id, min(analysed_day) as first_day from analyses
               where customer_id is not null ${shopId === undefined ? sql`` : sql`and shop_id = ${shopId}`}
               group by 1, 2) f group by 1, 2`);
    // The store's levels in its zone and the platform's (stat_levels, drizzle/0024); one store leaves the
    // platform's rows as they are (they do not depend on a store's zone).
    if (shopId !== undefined) await tx.execute(sql`delete from stats where shop_id = ${shopId}`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select s.shop_id, lv.level, lv.t, q.metric, q.key, sum(q.n), sum(q.amount)
        from stat_quarters q
        left join shops sh on sh.id = q.shop_id
        cross join lateral (values (q.shop_id), (0)) s(shop_id)
        cross join lateral stat_levels(s.shop_id, q.t, q.metric, coalesce(sh.time_zone, 'UTC')) lv
       where (s.shop_id <> 0 or q.metric <> 'anDevices') ${shopId === undefined ? sql`` : sql`and s.shop_id <> 0`}
       group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  });
}

/**
 * `fn` with the folds held back from before its transaction's snapshot (`withSessionLock`): a fold running when it is
 * called ends first, and none begins until `fn` ends. `rebuildStats(tx, shopId)` inside it then never loses to a
 * fold, which its own wait for the lock, inside the snapshot, would (40001). It waits FOLDS_WAIT_MS at most.
 */
export const holdingFolds = <T>(db: Db, fn: (db: Db) => Promise<T>) =>
  withSessionLock(db, FOLD_LOCK, fn, FOLDS_WAIT_MS);
/**
 * How long `holdingFolds` waits for a fold or another store's recount to end: a fold takes well under a second, a
 * big store's recount a few. Longer, the caller hears 409 "try again" rather than holding a pool connection.
 */
export const FOLDS_WAIT_MS = 10_000;

/** Holds back every writer of the rows the aggregates count (SHARE locks, until the transaction ends). */
export async function lockCountedTables(tx: DbOrTx) {
  await tx.execute(sql`lock table orders, app_users, shop_devices, shops, analyses in share mode`);
}

/** Folds every delta waiting (the caller holds writers back), so the aggregates equal the rows. */
async function foldAll(tx: DbOrTx) {
  for (;;) {
    const moved = await dataRepository.fold(tx);
    if (moved === 0) return;
    if (moved < 0) await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`);
  }
}
