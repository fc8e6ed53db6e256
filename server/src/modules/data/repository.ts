import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { selectRows } from '../../lib/sql.js';
import type { Run } from './units.js';

/** A sum of the aggregates: bucket `b`, figure and key (see the stat_rows_* functions in drizzle/0011). */
export interface StatSum {
  b: number;
  metric: string;
  key: string;
  n: number;
  amount: number;
}

/** Runs of a bucket, to read from `stats`; `spans` are the same buckets as instants, to read unfolded deltas. */
export interface BucketRead {
  runs: (Run & { b: number })[];
  spans: { b: number; from: number; to: number }[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const asJson = (r: BucketRead) => ({
  runs: JSON.stringify(r.runs.map((x) => ({ b: x.b, l: x.level, f: iso(x.from), t: iso(x.to) }))),
  spans: JSON.stringify(r.spans.map((x) => ({ b: x.b, f: iso(x.from), t: iso(x.to) }))),
});

const num = (v: unknown) => Number(v ?? 0);

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
    const { runs, spans } = asJson(read);
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
      spans as (select * from jsonb_to_recordset(${spans}::jsonb) as x(b int, f timestamptz, t timestamptz))
      select u.b, u.metric, u.key, sum(u.n)::bigint as n, sum(u.amount)::bigint as amount from (
        -- One index range scan per run (OFFSET 0 keeps the planner from hashing the whole store's rows instead).
        select r.b, s.metric, s.key, s.n, s.amount from runs r cross join lateral (
          select metric, key, n, amount from stats
           where shop_id = ${shopId} and level = r.l and t >= r.f and t < r.t ${only('metric')} offset 0) s
        union all
        select x.b, d.metric, d.key, d.n, d.amount
          from spans x join stats_delta d on d.t >= x.f and d.t < x.t ${deltaShop} ${only('d.metric')}
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

  /** The stores with the most net revenue (paid minus refunded) in `read` (one bucket), the first `limit` per currency. */
  async topStores(db: DbOrTx, read: BucketRead, limit: number) {
    const { runs, spans } = asJson(read);
    const rows = await selectRows(
      db,
      sql`
      with runs as (select * from jsonb_to_recordset(${runs}::jsonb) as r(b int, l int, f timestamptz, t timestamptz)),
      spans as (select * from jsonb_to_recordset(${spans}::jsonb) as x(b int, f timestamptz, t timestamptz)),
      u as (
        select s.shop_id, s.key, s.n, s.amount from runs r cross join lateral (
          select shop_id, key, n, amount from stats
           where metric = 'net' and level = r.l and t >= r.f and t < r.t and shop_id <> 0 offset 0) s
        union all
        select d.shop_id, d.key, d.n, d.amount
          from spans x join stats_delta d on d.t >= x.f and d.t < x.t and d.metric = 'net'
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
   * previous period (one range scan of `analyses_customer_day_idx`, or `analyses_day_customer_idx` for every store;
   * anonymous analyses are not in them): the distinct customers who visited in each, and per symptom found at the
   * first visit in the range of a customer with two or more there, how it stood at her latest (docs/decisions.md).
   */
  async customerFigures(
    db: DbOrTx,
    shopId: number,
    range: { from: string; to: string },
    previous: { from: string; to: string },
  ) {
    const store = shopId === 0 ? sql`` : sql`and a.shop_id = ${shopId}`;
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
        join analysis_symptoms f on f.analysis_id = e.first_id
        left join analysis_symptoms l on l.analysis_id = e.latest_id and l.symptom_key = f.symptom_key
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
    const rows = await selectRows(db, sql`select name, oss_size, cloud_expire_time from shops where id = ${shopId}`);
    const r = rows[0];
    if (!r) return null;
    const expire = r.cloud_expire_time;
    return {
      name: String(r.name),
      ossSize: num(r.oss_size),
      cloudExpireTime: expire ? new Date(expire as string | Date) : null,
    };
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
 * million orders), or to check a database by hand. The same stat_rows_* functions as the triggers.
 */
export async function rebuildStats(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table orders, app_users, shop_devices, shops, analyses in share mode`);
    // Millions of rows are grouped and sorted: room in memory for it (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`truncate stats, stats_delta`);
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
          from ${sql.raw(table)} x cross join lateral ${sql.raw(fn)}(x) r group by 1, 2, 3, 4`);
    // The customer figures (drizzle/0019, stat_customer_visit_changed): visits on their days, each customer on her
    // first day.
    await tx.execute(sql`
      insert into stat_quarters
      select shop_id, analysed_day::timestamp at time zone 'UTC', 'cuVisits', '', count(*), 0
        from analyses where customer_id is not null group by 1, 2`);
    await tx.execute(sql`
      insert into stat_quarters
      select shop_id, first_day::timestamp at time zone 'UTC', 'cuNew', '', count(*), 0
        from (select shop_id, customer_id, min(analysed_day) as first_day from analyses
               where customer_id is not null group by 1, 2) f group by 1, 2`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select shop_id, 0, t, metric, key, sum(n), sum(amount) from stat_quarters where not stat_daily(metric)
       group by 1, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select shop_id, 1, date_trunc('day', t, 'UTC'), metric, key, sum(n), sum(amount) from stat_quarters group by 1, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select shop_id, 2, date_trunc('month', t, 'UTC'), metric, key, sum(n), sum(amount) from stat_quarters group by 1, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select shop_id, 3, date_trunc('week', t, 'UTC'), metric, key, sum(n), sum(amount) from stat_quarters where not stat_daily(metric)
       group by 1, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select 0, level, t, metric, key, sum(n), sum(amount) from stats where shop_id <> 0 and metric <> 'anDevices'
       group by 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    // Hours, and the days and months of every whole-hour offset: the platform's only (as stats_fold() writes them);
    // the daily figures (analyses, drizzle/0015) have days, weeks and months only.
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select 0, 4, date_trunc('hour', t, 'UTC'), metric, key, sum(n), sum(amount) from stat_quarters where not stat_daily(metric)
       group by 3, 4, 5 order by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into stats (shop_id, level, t, metric, key, n, amount)
      select 0, lv.level, lv.t, s.metric, s.key, sum(s.n), sum(s.amount)
        from stats s cross join generate_series(-12, 14) h
        cross join lateral (values
          ((100 + h)::smallint, date_trunc('day', s.t + make_interval(hours => h), 'UTC') - make_interval(hours => h)),
          ((200 + h)::smallint, date_trunc('month', s.t + make_interval(hours => h), 'UTC') - make_interval(hours => h))) lv(level, t)
       where s.shop_id = 0 and s.level = 4 and h <> 0
       group by 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  });
}
