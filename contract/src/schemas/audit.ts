import { z } from 'zod';
import { zText } from '../rules.js';
import { paged } from './common.js';
import { dateRange, zBodyId, zContains, zDateTime } from './query.js';

/** The audit log (`audit` resource, code `audit`): who did what, when, and the row before. */

/** Actions written so far; other features add their own (`<target>.<verb>`). */
export const AUDIT_ACTIONS = [
  'user.add',
  'user.update',
  'user.status',
  'user.close',
  'user.password',
  'user.app_sign_out',
  'device.add',
  'device.delete',
  'staff.add',
  'staff.update',
  'staff.password',
  'shop.status',
  'store.register',
  'account.password_reset',
  'account.password_change',
  'customer.share_revoke',
] as const;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** The store whose data changed; null for platform-wide actions. */
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  /** Who: the console account and its user name at the time. */
  accountId: z.number().int().nullable(),
  actorName: z.string(),
  /** What: e.g. `user.close`, on which row. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The row before the change (password hashes are never recorded). */
  before: z.unknown(),
  after: z.unknown(),
  /** When. */
  createdAt: zDateTime,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * `audit/query/{page}/{pageSize}` body (optional), newest first. Store users read their own store's
 * log; the platform operator reads every store's, or one store's with `shopId`.
 */
export const ZAuditQueryRequest = z.object({
  shopId: zBodyId.nullish(),
  /** exact action, e.g. `device.delete` */
  action: zText(48).nullish(),
  targetType: zText(32).nullish(),
  targetId: zText(64).nullish(),
  /** contains, case-insensitive */
  actorName: zContains(32),
  ...dateRange,
});
export type TAuditQueryRequest = z.infer<typeof ZAuditQueryRequest>;
export const ZAuditQueryResponse = paged(ZAuditEntry);
export type TAuditQueryResponse = z.infer<typeof ZAuditQueryResponse>;
