import type { TDataOverview, TDataRequest } from '@skin/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request, requestFile, saveFile } from './client';
import { createQueryKeys } from './resource';

/**
 * The data centre (`data`): /data's figures and trends. Every change to orders, accounts, devices or stores
 * changes them, so a visit always asks again (they are read from aggregates: cheap).
 */
export const dataKeys = {
  ...createQueryKeys('data'),
  overview: (query: TDataRequest) => ['data', 'overview', query] as const,
};

export function useDataOverview(query: TDataRequest) {
  return useQuery({
    queryKey: dataKeys.overview(query),
    queryFn: ({ signal }) => request<TDataOverview>('/data/overview', { body: query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Every store's visitors are being counted (a job, store by store): ask again until the count ends.
    refetchInterval: (q) => (q.state.data?.customers.counting ? COUNTING_POLL_MS : false),
  });
}

/** How often /data asks again while every store's customers are being counted. */
const COUNTING_POLL_MS = 2_000;

/** Downloads every figure and series of the screen as CSV, titles in the interface language. */
export function useExportData() {
  return useMutation({
    mutationFn: async (query: TDataRequest) => {
      const file = await requestFile('/data/export', {
        body: { ...query, format: 'csv' },
        timeout: 60_000,
        fallbackName: 'data-centre.csv',
      });
      saveFile(file);
      return file;
    },
  });
}
