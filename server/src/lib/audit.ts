import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { AuthContext } from './http.js';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  /** The store whose data changed (defaults to the actor's). */
  shopId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes who did what and the row before; call it inside the transaction of the change. */
export async function audit(db: DbOrTx, actor: Pick<AuthContext, 'accountId' | 'userName' | 'shopId'>, e: AuditEntry) {
  await db.insert(auditLog).values({
    shopId: e.shopId === undefined ? actor.shopId : e.shopId,
    accountId: actor.accountId,
    actorName: actor.userName,
    action: e.action,
    targetType: e.targetType,
    targetId: String(e.targetId),
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

/** Audits a change of one of a store's own settings (its `shops` row), logged under that store. */
export async function auditShopSetting(
  db: DbOrTx,
  actor: Pick<AuthContext, 'accountId' | 'userName' | 'shopId'>,
  shopId: number,
  action: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
) {
  await audit(db, actor, { action, targetType: 'shop', targetId: shopId, shopId, ...change });
}
