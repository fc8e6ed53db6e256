import { ErrorCode, type ErrorCodeName, type ErrorDef } from '@skin/contract';

/** A failure the client should hear about: carries a catalogue entry and optional message parameters. */
export class AppError extends Error {
  readonly def: ErrorDef;
  readonly params?: Record<string, string | number>;
  /** Field-level detail for validation failures: `{ field: messageKey }`. */
  readonly fields?: Record<string, string>;
  /** Seconds, sent as `Retry-After` with a 429. */
  readonly retryAfter?: number;
  /** Detail the client may act on (e.g. the rows of a refused import), sent as `datas`. */
  readonly datas?: Record<string, unknown>;

  constructor(
    name: ErrorCodeName,
    opts: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      retryAfter?: number;
      datas?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(name, { cause: opts.cause });
    this.def = ErrorCode[name];
    this.params = opts.params;
    this.fields = opts.fields;
    this.retryAfter = opts.retryAfter;
    this.datas = opts.datas;
  }
}

/** A 429 refusal of a counted limit: the message says the minutes, `Retry-After` the seconds. */
export const limited = (name: ErrorCodeName, retryAfter: number) =>
  new AppError(name, { params: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }, retryAfter });

/**
 * What of an error may be logged: a database error keeps its message, code and SQL but never its
 * parameters (they hold what the client sent: passwords, codes, phone numbers). Drizzle puts them
 * in `params` and in its message, so those are replaced along the whole cause chain.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 4) return err;
  const e = err as Error & { query?: unknown; cause?: unknown };
  // Drizzle's message (and so the first line of its stack) ends with the parameters.
  const cut = e.message.indexOf('\nparams:');
  const message = cut >= 0 ? e.message.slice(0, cut) : e.message;
  const out = new Error(message) as Error & Record<string, unknown>;
  out.name = e.constructor?.name && e.constructor.name !== 'Error' ? e.constructor.name : e.name;
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  out.stack = [`${out.name}: ${message}`, ...frames].join('\n');
  const fields = e as unknown as Record<string, unknown>;
  for (const k of ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'statusCode']) {
    if (typeof fields[k] === 'string' || typeof fields[k] === 'number') out[k] = fields[k];
  }
  if (e.cause) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** PostgreSQL unique violation on a named constraint/index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const x = pgErrorOf(err, '23505');
  return x !== null && (constraint === undefined || x.constraint === constraint);
}

/** PostgreSQL could not serialize a REPEATABLE READ transaction with a concurrent one (40001): run it again. */
export const isSerializationFailure = (err: unknown) => pgErrorOf(err, '40001') !== null;

/**
 * A statement PostgreSQL gave up because of a concurrent transaction, and with it its own transaction: it could not
 * be serialized (40001), was the victim of a deadlock (40P01) or waited for a lock longer than allowed (55P03, a
 * `lock_timeout`). Nothing of it was kept, so the client may send the request again.
 */
export const isConcurrencyFailure = (err: unknown) =>
  ['40001', '40P01', '55P03'].some((code) => pgErrorOf(err, code) !== null);

/** The PostgreSQL error with `code` in an error or its causes (drizzle wraps the driver's). */
function pgErrorOf(err: unknown, code: string) {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === code) return x;
    e = x.cause;
  }
  return null;
}
