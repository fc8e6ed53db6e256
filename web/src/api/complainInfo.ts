import type {
  TComplainDeleteResponse,
  TComplainInfo,
  TComplainInfoAddRequest,
  TComplainInfoPage,
  TComplainInfoQueryRequest,
  TComplainInfoUpdateRequest,
} from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useContentLanguages, useDeleteRow, useSaveRow } from './resource';

/** Query keys of chief-complaint content (`complainInfo` resource, /complain-info screen). */
export const complainInfoKeys = createQueryKeys('complainInfos');
/** The types' name, for `meta.invalidates`: the types list shows how much content each holds. */
const TYPES = 'complainTypes';

type Filter = Omit<TComplainInfoQueryRequest, 'page' | 'pageSize'>;

/** A page of one language's complaints, by type then sort order (`complainInfo/query` takes the page in its body). */
export function useComplainInfos(page: number, pageSize: number, query: Filter) {
  return useQuery({
    queryKey: complainInfoKeys.list(page, pageSize, query),
    queryFn: ({ signal }) =>
      request<TComplainInfoPage>('/complainInfo/query', { body: { ...query, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

const change = { invalidates: [complainInfoKeys.name, TYPES] } as const;

export function useSaveComplainInfo() {
  return useSaveRow<TComplainInfo, TComplainInfoAddRequest | TComplainInfoUpdateRequest>('complainInfo', change);
}

export function useDeleteComplainInfo() {
  return useDeleteRow<TComplainDeleteResponse>('complainInfo', change);
}

/** The content languages with chief complaints, and how many (the caller's own, or the store the platform names). */
export const useComplainInfoLanguages = (shopId: number | null) =>
  useContentLanguages(complainInfoKeys, 'complainInfo', shopId);
