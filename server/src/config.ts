import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, with its default (documented in the README). */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9]$/i, 'must start with / and not end with /')
    .default('/api'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** Serve the built console (web/dist) at `/`. */
  SERVE_WEB: bool.default(true),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Parses env once; a bad value stops start-up with the variable's name. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, like most twelve-factor apps.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    apiPrefix: c.API_PREFIX,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    logLevel: c.LOG_LEVEL,
    seedDemo: c.SEED_DEMO,
    sessionTtlHours: c.SESSION_TTL_HOURS,
    bodyLimit: c.BODY_LIMIT_BYTES,
    smsProvider: c.SMS_PROVIDER,
    serveWeb: c.SERVE_WEB,
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: c.TRUST_PROXY,
  };
}
