import type { TAuditQueryRequest, TAuditQueryResponse } from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';

/** Query keys of the audit log (`audit` resource). */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, query: TAuditQueryRequest) =>
    [...auditKeys.lists(), { page, pageSize, ...query }] as const,
};

/** Entries newest first: my store's, or for the platform every store's (or one with `shopId`). */
export function useAuditLog(page: number, pageSize: number, query: TAuditQueryRequest) {
  return useQuery({
    queryKey: auditKeys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<TAuditQueryResponse>(`/audit/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    // The log grows with every change made elsewhere: read it afresh when the tab is opened.
    staleTime: 0,
  });
}
