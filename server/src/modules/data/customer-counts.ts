import { previousRange } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onPrimary } from '../../db/replica.js';
import { selectRows } from '../../lib/sql.js';
import { dataRepository as repo } from './repository.js';

/** Distinct visitors of a range and its previous period, and per symptom how it stood at the latest visit. */
export type CustomerFigures = Awaited<ReturnType<typeof repo.customerFigures>>;

/** The platform's customer figures of a range as the last complete count found them, and the count under way. */
export interface PlatformCustomers {
  figures: CustomerFigures | null;
  countedAt: Date | null;
  counting: { done: number; total: number } | null;
}

/** Stores read per statement: about 230,000 customer analyses at 10 million over 2,000 stores (12 months). */
const BATCH = 50;
/** Work per run of the job on an instance; the next run goes on where it stopped. */
const RUN_MS = 3_000;
/** How long an instance may read one batch before another may take the count over. */
const LEASE_SECONDS = 120;
/** A count nobody has asked after for this long is dropped (nobody is waiting for it). */
const ABANDON_SECONDS = 120;
/**
 * A count is done again after this long even when no change was seen: a change still uncommitted when a count began
 * advanced the counter before it, so the counter alone cannot tell that the count missed it.
 */
const MAX_AGE_MS = 3_600_000;
/** Ranges nobody asked for in a week are forgotten. */
const KEEP_DAYS = 7;

const num = (v: unknown) => Number(v ?? 0);

function addFigures(a: CustomerFigures | null, b: CustomerFigures): CustomerFigures {
  const symptoms = new Map((a?.symptoms ?? []).map((x) => [x.symptomKey, { ...x }]));
  for (const x of b.symptoms) {
    const e = symptoms.get(x.symptomKey);
    if (!e) symptoms.set(x.symptomKey, { ...x });
    else {
      e.compared += x.compared;
      e.improved += x.improved;
      e.cleared += x.cleared;
    }
  }
  return {
    visitors: (a?.visitors ?? 0) + b.visitors,
    visitorsPrev: (a?.visitorsPrev ?? 0) + b.visitorsPrev,
    symptoms: [...symptoms.values()],
  };
}

/**
 * The platform's customer figures that do not add across days (DESIGN.md section 13, docs/decisions.md "The
 * platform's customer figures are counted by a job"). Reading every store's customer analyses of a range took 32 s
 * for 12 months at 10 million analyses, so a request never does: `ask` answers the last complete count of the range
 * and starts a new one when a customer analysis changed since (drizzle/0029's counter), and `run` (every instance,
 * on a timer) counts the waiting ranges store by store, `BATCH` stores per statement, keeping its place in the row
 * so that any instance goes on where another stopped. A customer is of one store, so the batches add up.
 */
export function createCustomerCounts(db: Db, opts: { recountGapMs: number }) {
  /**
   * One step of the most recently asked count under way: 1 when it did some work, 0 when none waits. The count is
   * claimed for `LEASE_SECONDS` in a short statement, its batch read with no lock held (an ask touching the row
   * never waits for a batch), and its sums saved only if nobody moved it on meanwhile (the same last store and
   * change counter): a lease that ran out lets another instance read the same batch, never count it twice.
   */
  async function step(): Promise<number> {
    const [row] = await selectRows(
      db,
      sql`
      update platform_customer_counts c
         set claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
        from (select from_day, to_day from platform_customer_counts
               where next_shop is not null and (claimed_until is null or claimed_until < now())
               order by asked_at desc limit 1 for update skip locked) due
       where c.from_day = due.from_day and c.to_day = due.to_day
      returning c.from_day::text as from_day, c.to_day::text as to_day, c.next_shop, c.version, c.work,
                c.asked_at < now() - make_interval(secs => ${ABANDON_SECONDS}) as abandoned`,
    );
    if (!row) return 0;
    const mine = sql`from_day = ${row.from_day}::date and to_day = ${row.to_day}::date
      and next_shop = ${num(row.next_shop)} and version = ${num(row.version)}`;
    if (row.abandoned) {
      await db.execute(
        sql`update platform_customer_counts set next_shop = null, work = null, claimed_until = null where ${mine}`,
      );
      return 1;
    }
    const shops = await selectRows<{ id: number }>(
      db,
      sql`select id from shops where id > ${num(row.next_shop)} order by id limit ${BATCH}`,
    );
    if (shops.length === 0) {
      await db.execute(sql`
        update platform_customer_counts
           set result = coalesce(work, '{"visitors":0,"visitorsPrev":0,"symptoms":[]}'::jsonb),
               counted_version = version, counted_at = now(), next_shop = null, work = null, claimed_until = null
         where ${mine}`);
      await db.execute(sql`
        delete from platform_customer_counts
         where next_shop is null and asked_at < now() - make_interval(days => ${KEEP_DAYS})`);
      return 1;
    }
    const range = { from: String(row.from_day), to: String(row.to_day) };
    const ids = shops.map((s) => num(s.id));
    const batch = await repo.read(db, (tx) => repo.customerFigures(tx, ids, range, previousRange(range)));
    const work = addFigures((row.work as CustomerFigures | null) ?? null, batch);
    await db.execute(sql`
      update platform_customer_counts
         set work = ${JSON.stringify(work)}::jsonb, next_shop = ${ids.at(-1)!}, shops_done = shops_done + ${ids.length},
             claimed_until = null
       where ${mine}`);
    return 1;
  }

  return {
    /**
     * The platform's figures of `range` (its previous period follows from it), read on the primary: the counter is
     * a sequence, which a replica reports ahead of the primary. Starts a count unless one is under way, the last
     * one is current, or it ended less than `recountGapMs` ago (a busy platform changes all the time).
     */
    ask(range: { from: string; to: string }, now = new Date()): Promise<PlatformCustomers> {
      return onPrimary(async () => {
        const [row = {}] = await selectRows(
          db,
          sql`
          select (select case when is_called then last_value else 0 end from customer_visits_changed_seq) as changes,
                 c.next_shop, c.shops_done, c.shops_total, c.result, c.counted_version, c.counted_at
            from (select 1) one
            left join platform_customer_counts c on c.from_day = ${range.from}::date and c.to_day = ${range.to}::date`,
        );
        const changes = num(row.changes);
        const countedAt = row.counted_at ? new Date(row.counted_at as string | Date) : null;
        const figures = (row.result as CustomerFigures | null) ?? null;
        const key = sql`from_day = ${range.from}::date and to_day = ${range.to}::date`;
        if (row.next_shop !== null && row.next_shop !== undefined) {
          await db.execute(sql`update platform_customer_counts set asked_at = now() where ${key}`);
          // Stores opened since it began are counted too.
          const done = num(row.shops_done);
          return { figures, countedAt, counting: { done, total: Math.max(done, num(row.shops_total)) } };
        }
        const age = countedAt ? now.getTime() - countedAt.getTime() : Infinity;
        const current = figures !== null && num(row.counted_version) === changes && age < MAX_AGE_MS;
        if (current || age < opts.recountGapMs) return { figures, countedAt, counting: null };
        // Two instances asking at once start one count: the second finds it under way and changes nothing.
        const [started] = await selectRows(
          db,
          sql`
          insert into platform_customer_counts as c
                 (from_day, to_day, asked_at, version, next_shop, shops_done, shops_total, work, started_at)
          values (${range.from}::date, ${range.to}::date, now(), ${changes}, 0, 0, (select count(*) from shops), null, now())
          on conflict (from_day, to_day) do update
             set asked_at = now(), version = excluded.version, next_shop = 0, shops_done = 0,
                 shops_total = excluded.shops_total, work = null, started_at = now(), claimed_until = null
           where c.next_shop is null
          returning shops_total`,
        );
        return { figures, countedAt, counting: { done: 0, total: num(started?.shops_total) } };
      });
    },
    /** Counts for up to `RUN_MS`; the number of steps taken (0: nothing waits). */
    async run(budgetMs = RUN_MS): Promise<number> {
      const t0 = Date.now();
      let steps = 0;
      while ((await step()) > 0) {
        steps += 1;
        if (Date.now() - t0 >= budgetMs) break;
      }
      return steps;
    },
  };
}
