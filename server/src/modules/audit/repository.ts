import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, shops } from '../../db/schema.js';
import { countWhere, likeContains } from '../../lib/sql.js';

export interface AuditListFilter {
  /** undefined: every store's entries (platform only) */
  shopId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  actorName?: string;
  from?: Date;
  to?: Date;
}

function listWhere(f: AuditListFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.shopId !== undefined) conds.push(eq(auditLog.shopId, f.shopId));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.targetType) conds.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) conds.push(eq(auditLog.targetId, f.targetId));
  if (f.actorName) conds.push(ilike(auditLog.actorName, likeContains(f.actorName)));
  if (f.from) conds.push(gte(auditLog.createdAt, f.from));
  if (f.to) conds.push(lte(auditLog.createdAt, f.to));
  return conds.length ? and(...conds) : undefined;
}

export const auditRepository = {
  async list(db: DbOrTx, f: AuditListFilter, limit: number, offset: number) {
    return db
      .select({ entry: auditLog, shopName: shops.name })
      .from(auditLog)
      .leftJoin(shops, eq(shops.id, auditLog.shopId))
      .where(listWhere(f))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, f: AuditListFilter) {
    return countWhere(db, auditLog, listWhere(f));
  },
};
