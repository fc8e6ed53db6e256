import { dateInputEnd, dateInputStart, type TAuditQueryRequest, type TAuditQueryResponse } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { type PageRequest, pagedList, rowsAndTotal } from '../../lib/sql.js';
import { auditRepository as repo } from './repository.js';

/** Reading the audit log: a store's accounts read their own store's entries; the platform reads all (scope `store-or-platform-all`). */
export function createAuditService(db: Db) {
  return {
    /** `shopId`: the one store whose entries to read, undefined for every store's (the platform). */
    async query(shopId: number | undefined, paging: PageRequest, q: TAuditQueryRequest): Promise<TAuditQueryResponse> {
      const filter = {
        shopId,
        action: q.action || undefined,
        targetType: q.targetType || undefined,
        targetId: q.targetId || undefined,
        actorName: q.actorName || undefined,
        from: q.from ? dateInputStart(q.from) : undefined,
        to: q.to ? dateInputEnd(q.to) : undefined,
      };
      return pagedList(
        paging,
        (limit, offset) => rowsAndTotal(repo.list(db, filter, limit, offset), repo.count(db, filter)),
        ({ entry: e, shopName }) => ({
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
        }),
      );
    },
  };
}
