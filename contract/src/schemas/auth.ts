import { z } from 'zod';
import { ACCESS_CODES } from '../access.js';
import { zLoginPassword, zName, zPassword, zPhone, zUsername, zVcode } from '../rules.js';

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, { message: 'usernameEmpty' }).max(64),
  password: zLoginPassword,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZShopInfo = z.object({
  id: z.number().int(),
  shopName: z.string(),
  contact: z.string(),
  mobile: z.string().nullable(),
  status: z.number().int(),
  vipGrade: z.number().int(),
  upgradeDays: z.number().int(),
  /** UTC, `YYYY-MM-DD HH:mm:ss.SSS`: the console trims the last 4 characters. */
  cloudExpireTime: z.string().nullable(),
  /** Bytes used in cloud storage. */
  ossSize: z.number(),
  /** The IANA zone the store's figures are kept in (its local days and months; issue 43). */
  timeZone: z.string(),
});
export type TShopInfo = z.infer<typeof ZShopInfo>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  kind: z.enum(['platform', 'owner', 'staff']),
  access: z.array(z.enum(ACCESS_CODES)),
  shopInfo: ZShopInfo.nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  user: ZCurrentUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZSendCodeParams = z.object({ phone: zPhone });
export const ZSendCodeResponse = z.object({ resendAfter: z.number().int() });

export const ZCheckCodeRequest = z.object({ mobile: zPhone, code: zVcode });

export const ZRegisterRequest = z.object({
  shopName: zName(64),
  userName: zUsername,
  mobile: zPhone,
  code: zVcode,
  password: zPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZForgotPasswordRequest = z.object({ mobile: zPhone, code: zVcode, password: zPassword });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZChangePasswordRequest = z
  .object({
    oldPwd: z.string().min(1, { message: 'passwordEmpty' }).max(128),
    pwd: zPassword,
  })
  .refine((v) => v.pwd !== v.oldPwd, { message: 'passwordSame', path: ['pwd'] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZHealth = z.object({ status: z.literal('ok'), db: z.string(), uptime: z.number() });

/** `/health/ready`: what readiness is made of (DESIGN.md section 12); 503 with the same `datas` when one fails. */
export const ZHealthReady = z.object({
  ready: z.boolean(),
  checks: z.object({
    /** The database answers. */
    database: z.boolean(),
    /** Every migration this build ships is applied. */
    migrations: z.boolean(),
    /** The object store (the local folder or the bucket) answers. */
    store: z.boolean(),
    /** The instance is shutting down: it finishes what it holds and takes nothing new. */
    draining: z.boolean(),
  }),
  /**
   * The read replica (DATABASE_READ_URL), when one is set: `ok` (reads that may lag go to it), `lagging` (further
   * behind than `maxLagMs`), `down` (unreachable) or `starting`; its lag at the last check. Not a readiness check:
   * without it those reads go to the primary.
   */
  replica: z
    .object({
      state: z.enum(['ok', 'lagging', 'down', 'starting']),
      lagMs: z.number().int().nullable(),
      maxLagMs: z.number().int(),
    })
    .optional(),
});
