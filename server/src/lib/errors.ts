import { ErrorCode, type ErrorCodeName, type ErrorDef } from '@skin/contract';

/** A failure the client should hear about: carries a catalogue entry and optional message parameters. */
export class AppError extends Error {
  readonly def: ErrorDef;
  readonly params?: Record<string, string | number>;
  /** Field-level detail for validation failures: `{ field: messageKey }`. */
  readonly fields?: Record<string, string>;
  /** Detail the client may act on (e.g. the rows of a refused import), sent as `datas`. */
  readonly datas?: Record<string, unknown>;

  constructor(
    name: ErrorCodeName,
    opts: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      datas?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(name, { cause: opts.cause });
    this.def = ErrorCode[name];
    this.params = opts.params;
    this.fields = opts.fields;
    this.datas = opts.datas;
  }
}

export const fail = (name: ErrorCodeName, opts?: ConstructorParameters<typeof AppError>[1]) => new AppError(name, opts);

/** PostgreSQL unique violation on a named constraint/index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const x = e as { code?: string; constraint?: string; cause?: unknown };
    if (x.code === '23505') return constraint === undefined || x.constraint === constraint;
    e = x.cause;
  }
  return false;
}
