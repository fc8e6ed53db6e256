import type { TAuditQueryRequest, TAuditQueryResponse } from '@skin/contract';
import { createQueryKeys, usePagedList } from './resource';

/** Query keys of the audit log (`audit` resource); every mutation naming `meta.invalidates` refreshes it. */
export const auditKeys = createQueryKeys('audit');

/** Entries newest first: my store's, or for the platform every store's (or one with `shopId`). */
export function useAuditLog(page: number, pageSize: number, query: TAuditQueryRequest) {
  // The log grows with every change made elsewhere: read it afresh when the tab is opened.
  return usePagedList<TAuditQueryResponse, TAuditQueryRequest>(auditKeys, '/audit/query', page, pageSize, query, {
    staleTime: 0,
  });
}
