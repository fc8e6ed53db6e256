import { dateInputEnd, dateInputStart, type TAuditQueryRequest, type TAuditQueryResponse } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { auditRepository as repo } from './repository.js';

/** Reading the audit log: a store's accounts read their own store's entries; the platform reads all. */
export function createAuditService(db: Db) {
  return {
    async query(
      auth: AuthContext,
      page: number,
      pageSize: number,
      q: TAuditQueryRequest,
    ): Promise<TAuditQueryResponse> {
      let shopId: number | undefined;
      if (auth.shopId !== null) {
        if (q.shopId != null && q.shopId !== auth.shopId) throw new AppError('NOT_FOUND');
        shopId = auth.shopId;
      } else {
        shopId = q.shopId ?? undefined;
      }
      const filter = {
        shopId,
        action: q.action || undefined,
        targetType: q.targetType || undefined,
        targetId: q.targetId || undefined,
        actorName: q.actorName || undefined,
        from: q.from ? dateInputStart(q.from) : undefined,
        to: q.to ? dateInputEnd(q.to) : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.list(db, filter, pageSize, (page - 1) * pageSize),
        repo.count(db, filter),
      ]);
      return {
        list: rows.map(({ entry: e, shopName }) => ({
          id: e.id,
          shopId: e.shopId,
          shopName,
          accountId: e.accountId,
          actorName: e.actorName,
          action: e.action,
          targetType: e.targetType,
          targetId: e.targetId,
          before: e.before ?? null,
          after: e.after ?? null,
          createdAt: e.createdAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
