import type {
  TAnalysis,
  TAnalysisQueryRequest,
  TAnalysisQueryResponse,
  TAnalysisShopCount,
  TAnalysisShopsRequest,
} from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { localTimeZone, request } from './client';
import { createQueryKeys, useListExport, usePagedList } from './resource';

/** Query keys of skin analyses (`analysis` resource, /analyses screen): read-only, the app adds them. */
export const analysisKeys = {
  ...createQueryKeys('analyses'),
  one: (id: number) => ['analyses', 'one', id] as const,
};
/** The platform's counts per store. */
const shopCountKeys = createQueryKeys('analysisShops');

/** One page of the store's analyses, newest first (each with its photos' signed URLs). */
export function useAnalyses(page: number, pageSize: number, query: TAnalysisQueryRequest, enabled = true) {
  return usePagedList<TAnalysisQueryResponse, TAnalysisQueryRequest>(
    analysisKeys,
    '/analysis/query',
    page,
    pageSize,
    query,
    { enabled },
  );
}

/** One analysis with every photo (the detail drawer; signed URLs asked for again on each opening). */
export function useAnalysis(id: number | null) {
  return useQuery({
    queryKey: analysisKeys.one(id ?? 0),
    queryFn: ({ signal }) => request<TAnalysis>(`/analysis/get/${id}`, { method: 'GET', signal, silent: true }),
    enabled: id !== null,
  });
}

/** The platform operator: analyses per store (counts only, never photos), stores by name. */
export function useAnalysisShops(page: number, pageSize: number, shopName: string | null, enabled = true) {
  // The last 30 days are the days of the console's zone, as /data counts them.
  return usePagedList<{ list: TAnalysisShopCount[]; total: number }, TAnalysisShopsRequest>(
    shopCountKeys,
    '/analysis/shops',
    page,
    pageSize,
    { shopName, timeZone: localTimeZone() ?? null },
    { enabled },
  );
}

/**
 * Downloads the analyses matching `query` as a CSV or XLSX file, times in the browser's zone (needs the `analysis`
 * and `export` codes).
 */
export function useExportAnalyses() {
  return useListExport<TAnalysisQueryRequest>('/analysis/export', 'analyses');
}
