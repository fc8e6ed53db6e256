import path from 'node:path';
import { SESSION_TTL_HOURS } from '@skin/contract';
import { z } from 'zod';
import { parsePrivateKey, parsePublicKey } from './lib/payments/keys.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, with its default (documented in the README). */
/** The payment providers `PAYMENT_PROVIDERS` may name (`wechatpay` is the `wechat` payment method). */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'alipay', 'paypal', 'wechatpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** `PAYMENT_PROVIDERS` unset, outside production: the embedded test gateway. */
const DEFAULT_PAYMENT_PROVIDERS: PaymentProviderName[] = ['sandbox'];

/** The variables each provider needs when `PAYMENT_PROVIDERS` names it (formats are checked by its module at start). */
export const PROVIDER_VARIABLES = {
  sandbox: [],
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  wechatpay: [
    'WECHATPAY_MCHID',
    'WECHATPAY_APPID',
    'WECHATPAY_SERIAL',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_CERT',
  ],
} as const satisfies Record<PaymentProviderName, readonly string[]>;

const ZEnvObject = z.object({
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
  /** A streaming replica of DATABASE_URL for reads that may lag (the data centre, exports, platform lists). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Replica reads go back to the primary while the replica is further behind than this. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(SESSION_TTL_HOURS),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_PROTOCOL: z.enum(['https', 'http']).default('https'),
  /** Serve the built console (web/dist) at `/`. */
  SERVE_WEB: bool.default(true),
  WEB_DIST: z.string().optional(),
  /**
   * Whose `X-Forwarded-For` to believe: `false`, `true` (any hop: only when the proxy overwrites the
   * header), a number of proxy hops, or a comma-separated list of proxy addresses / CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|1|0|yes|no|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: 'true, false, a hop count or a list of proxy addresses',
    })
    .default('false'),
  /**
   * Proof of the proxy: with it, `X-Forwarded-*` are believed (per TRUST_PROXY) only on requests carrying it in
   * `X-Proxy-Secret`, which nginx adds (lib/proxy.ts). Required in production when TRUST_PROXY trusts a proxy.
   */
  PROXY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** The OpenAPI page and document; on by default except in production. */
  API_DOCS: bool.optional(),
  /** Key of the HMAC under which verification codes are stored; else DATA_DIR/secrets/vcode.key. */
  VCODE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ message: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Signs file URLs and upload tokens; unset: 32 random bytes kept in DATA_DIR/secrets/server.key (one server).
   * Required in production on PostgreSQL.
   */
  SERVER_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Payment providers offered, comma-separated (DESIGN.md section 9); the embedded `sandbox` needs no keys. Unset:
   * `sandbox`, except in production, where it must be named (see the check below).
   */
  PAYMENT_PROVIDERS: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(PAYMENT_PROVIDER_NAMES, { message: `known providers: ${PAYMENT_PROVIDER_NAMES.join(', ')}` }))
        .min(1, 'name at least one provider'),
    )
    .optional(),
  /** Where gateways send notifications and payers come back (default: the address this server listens on). */
  PUBLIC_BASE_URL: z
    .url({ message: 'must be an http(s) URL' })
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  // Alipay (alipay-sdk): our app's key, Alipay's public key (PEM, or the bare base64 body of either).
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.url({ message: 'must be an http(s) URL' }).default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_SELLER_ID: z.string().optional(),
  // PayPal (Orders v2 REST API; webhooks verified against PAYPAL_WEBHOOK_ID).
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_BASE: z.url({ message: 'must be an http(s) URL' }).default('https://api-m.paypal.com'),
  // WeChat Pay v3 Native.
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_CERT: z.string().optional(),
  WECHATPAY_API_BASE: z.url({ message: 'must be an http(s) URL' }).default('https://api.mch.weixin.qq.com'),
  /** How often each instance looks for due background jobs (order closing, reconciliation, notifications). */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * The shortest time between two counts of the platform's customer figures of one range (data/customer-counts.ts):
   * a busy platform's customers change all the time, and a count at 10 million analyses reads them all.
   */
  DATA_RECOUNT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * Whether this instance runs background jobs (thumbnails of direct uploads, sweeps, retention, order jobs). A fleet
   * may keep its API instances off them (false) and run them on instances nginx sends no traffic to.
   */
  RUN_JOBS: bool.default(true),
  /** `GET /metrics` answers with `Authorization: Bearer <token>` (unset: no /metrics on the public port). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** A listener of its own serving `/metrics` without a token, on METRICS_HOST (unset: none). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** After SIGTERM, how long requests in flight may take before their connections are cut (the process exits within 10 s). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(9_000).default(8_000),
});

/** Settings that only make sense together. */
const ZEnv = ZEnvObject.superRefine((c, ctx) => {
  // Production takes no test money by accident: the sandbox "pays" any order without money.
  if (c.NODE_ENV === 'production' && !c.PAYMENT_PROVIDERS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDERS'],
      message:
        'required when NODE_ENV=production: name the real providers (alipay, paypal, wechatpay), or sandbox to take test payments',
    });
  }
  // Instances on one PostgreSQL must sign alike, and the key must come from the configuration: kept in the
  // database, every backup would carry it (docs/decisions.md, issue 39).
  if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.SERVER_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SERVER_SECRET'],
      message:
        'required when NODE_ENV=production with DATABASE_URL: the key that signs file URLs and upload tokens, the same on every instance',
    });
  }
  // An address alone does not prove the proxy: any process on its machine connects from it (issue 39).
  if (c.NODE_ENV === 'production' && !['false', 'no', '0'].includes(c.TRUST_PROXY) && !c.PROXY_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['PROXY_SECRET'],
      message:
        'required when NODE_ENV=production and TRUST_PROXY trusts a proxy: the secret the proxy adds in X-Proxy-Secret, without which X-Forwarded-For is not believed',
    });
  }
  if (c.SMS_PROVIDER === 'aliyun') {
    for (const key of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' });
    }
  }
  for (const provider of c.PAYMENT_PROVIDERS ?? DEFAULT_PAYMENT_PROVIDERS) {
    for (const key of PROVIDER_VARIABLES[provider]) {
      if (!c[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `required when PAYMENT_PROVIDERS names ${provider}` });
        continue;
      }
      // Say what is wrong with a malformed key, never the key itself.
      const check = KEY_CHECKS[key];
      if (check) {
        try {
          check(c[key]!);
        } catch (err) {
          ctx.addIssue({ code: 'custom', path: [key], message: `must be ${(err as Error).message}` });
        }
      }
    }
  }
  if (c.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE_DRIVER=s3' });
    }
  }
});

/** Format checks of the provider variables (run only for the providers named). Throw saying what is expected. */
const KEY_CHECKS: Partial<Record<string, (v: string) => void>> = {
  ALIPAY_APP_ID: (v) => expectPattern(v, /^[0-9A-Za-z_-]{1,32}$/, 'an app id (letters and digits)'),
  ALIPAY_PRIVATE_KEY: (v) => void parsePrivateKey(v),
  ALIPAY_PUBLIC_KEY: (v) => void parsePublicKey(v),
  PAYPAL_CLIENT_ID: (v) => expectPattern(v, /^[\x21-\x7e]{1,200}$/, 'a client id without spaces'),
  PAYPAL_CLIENT_SECRET: (v) => expectPattern(v, /^[\x21-\x7e]{1,200}$/, 'a client secret without spaces'),
  PAYPAL_WEBHOOK_ID: (v) => expectPattern(v, /^[0-9A-Za-z_-]{1,64}$/, 'a webhook id (letters and digits)'),
  WECHATPAY_MCHID: (v) => expectPattern(v, /^[0-9A-Za-z_-]{1,32}$/, 'a merchant id (digits)'),
  WECHATPAY_APPID: (v) => expectPattern(v, /^[0-9A-Za-z_-]{1,32}$/, 'an app id (letters and digits)'),
  WECHATPAY_SERIAL: (v) => expectPattern(v, /^[0-9A-Fa-f]{8,64}$/, "the merchant certificate's serial number (hex)"),
  WECHATPAY_PRIVATE_KEY: (v) => void parsePrivateKey(v),
  WECHATPAY_APIV3_KEY: (v) => {
    if (Buffer.byteLength(v) !== 32) throw new Error('the 32-character APIv3 key');
  },
  WECHATPAY_PLATFORM_CERT: (v) => void parsePublicKey(v),
};

function expectPattern(v: string, re: RegExp, what: string) {
  if (!re.test(v)) throw new Error(what);
}

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
    databaseRead: c.DATABASE_READ_URL ? { url: c.DATABASE_READ_URL, maxLagMs: c.DATABASE_READ_MAX_LAG_MS } : undefined,
    logLevel: c.LOG_LEVEL,
    seedDemo: c.SEED_DEMO,
    sessionTtlHours: c.SESSION_TTL_HOURS,
    bodyLimit: c.BODY_LIMIT_BYTES,
    sms: {
      provider: c.SMS_PROVIDER,
      aliyun:
        c.SMS_PROVIDER === 'aliyun'
          ? {
              accessKeyId: c.ALIYUN_SMS_ACCESS_KEY_ID!,
              accessKeySecret: c.ALIYUN_SMS_ACCESS_KEY_SECRET!,
              signName: c.ALIYUN_SMS_SIGN_NAME!,
              templateCode: c.ALIYUN_SMS_TEMPLATE_CODE!,
              endpoint: c.ALIYUN_SMS_ENDPOINT,
              protocol: c.ALIYUN_SMS_PROTOCOL,
            }
          : undefined,
    },
    serveWeb: c.SERVE_WEB,
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    proxySecret: c.PROXY_SECRET,
    apiDocs: c.API_DOCS ?? c.NODE_ENV !== 'production',
    vcodeSecret: c.VCODE_SECRET,
    storage:
      c.STORAGE_DRIVER === 's3'
        ? ({
            driver: 's3',
            bucket: c.S3_BUCKET!,
            region: c.S3_REGION,
            endpoint: c.S3_ENDPOINT,
            accessKeyId: c.S3_ACCESS_KEY_ID!,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
          } as const)
        : ({ driver: 'local' } as const),
    serverSecret: c.SERVER_SECRET,
    payments: {
      providers: c.PAYMENT_PROVIDERS ?? DEFAULT_PAYMENT_PROVIDERS,
      publicBaseUrl: c.PUBLIC_BASE_URL,
      alipay: {
        appId: c.ALIPAY_APP_ID,
        privateKey: c.ALIPAY_PRIVATE_KEY,
        publicKey: c.ALIPAY_PUBLIC_KEY,
        gateway: c.ALIPAY_GATEWAY,
        sellerId: c.ALIPAY_SELLER_ID,
      },
      paypal: {
        clientId: c.PAYPAL_CLIENT_ID,
        clientSecret: c.PAYPAL_CLIENT_SECRET,
        webhookId: c.PAYPAL_WEBHOOK_ID,
        apiBase: c.PAYPAL_API_BASE.replace(/\/+$/, ''),
      },
      wechatpay: {
        mchid: c.WECHATPAY_MCHID,
        appid: c.WECHATPAY_APPID,
        serial: c.WECHATPAY_SERIAL,
        privateKey: c.WECHATPAY_PRIVATE_KEY,
        apiv3Key: c.WECHATPAY_APIV3_KEY,
        platformCert: c.WECHATPAY_PLATFORM_CERT,
        apiBase: c.WECHATPAY_API_BASE.replace(/\/+$/, ''),
      },
    },
    jobsPollMs: c.JOBS_POLL_MS,
    dataRecountMs: c.DATA_RECOUNT_MS,
    runJobs: c.RUN_JOBS,
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT, host: c.METRICS_HOST },
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
  };
}

function parseTrustProxy(v: string): boolean | number | string[] {
  if (['true', 'yes'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}
