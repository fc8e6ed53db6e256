import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { selectRows } from './sql.js';

/** The outcome of taking one try from a counter. */
export interface Attempt {
  /** False once the try is past `max` in the current window: do not do the guarded work. */
  allowed: boolean;
  /** Tries counted in this window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfter: number;
}

/**
 * Attempt counters in the database (`rate_counters`), shared by every server instance: one atomic
 * upsert counts the try *before* the guarded work (a password check, a code comparison, an SMS),
 * so however many requests arrive at once, at most `max` of them per window get through. A window
 * starts at its first try and is not extended by refused ones.
 */
export const limits = {
  async take(db: DbOrTx, key: string, max: number, windowSeconds: number, amount = 1): Promise<Attempt> {
    // `amount` > 1: a counter of a quantity (bytes uploaded), taken all at once.
    const [row] = await selectRows<{ hits: number; remaining: number }>(
      db,
      sql`
      insert into rate_counters as c (key, hits, reset_at)
      values (${key}, ${amount}, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        hits = case when c.reset_at <= now() then excluded.hits else c.hits + excluded.hits end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning hits, extract(epoch from (reset_at - now()))::float8 as remaining`,
    );
    if (Math.random() < 1 / 256) await this.sweep(db);
    const hits = Number(row!.hits);
    return { allowed: hits <= max, hits, retryAfter: Math.max(1, Math.ceil(Number(row!.remaining))) };
  },

  /**
   * Reads a counter without counting: not allowed once `max` tries were taken in the current window. For limits
   * counted only on refusals (`take` after the work refused), so a spent address is turned away before the work.
   */
  async peek(db: DbOrTx, key: string, max: number): Promise<Attempt> {
    const [row] = await selectRows<{ hits: number; remaining: number }>(
      db,
      sql`
      select hits, extract(epoch from (reset_at - now()))::float8 as remaining
      from rate_counters where key = ${key} and reset_at > now()`,
    );
    const hits = Number(row?.hits ?? 0);
    return { allowed: hits < max, hits, retryAfter: Math.max(1, Math.ceil(Number(row?.remaining ?? 1))) };
  },

  /** Gives one try back (a successful sign-in does not count against its address). */
  async giveBack(db: DbOrTx, key: string): Promise<void> {
    await db.execute(
      sql`update rate_counters set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`,
    );
  },

  /**
   * Forgets a counter and its per-address counters, `key` and `key@<address>`, and no other (a password reset
   * clears the sign-in locks of that user name: `login:demo` is not the start of `login:demoshop`'s counters). An
   * address holds no `@`, so `key@x@y` (a user name with an `@`, counted from `y`) is another key's.
   */
  async clear(db: DbOrTx, key: string): Promise<void> {
    await db.execute(sql`
      delete from rate_counters
      where key = ${key}
        or (key like ${`${escapeLike(key)}@%`} and strpos(substr(key, char_length(${key}::text) + 2), '@') = 0)`);
  },

  /** Deletes counters whose window ended more than an hour ago. */
  async sweep(db: DbOrTx): Promise<void> {
    await db.execute(sql`delete from rate_counters where reset_at < now() - interval '1 hour'`);
  },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The client address a limit is counted on: IPv4 as it is (an IPv4-mapped IPv6 address as its
 * IPv4 form), IPv6 by its /64 prefix, since one subscriber usually holds a whole /64.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
