import type {
  Language,
  TAdInfo,
  TAdInfoAddRequest,
  TAdInfoDeleteResponse,
  TAdInfoList,
  TAdInfoPage,
  TAdInfoQueryRequest,
  TAdInfoSortRequest,
  TAdInfoUpdateRequest,
  TAdType,
} from '@skin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useContentLanguages, useDeleteRow, usePagedList } from './resource';

/** Query keys of adverts (`adInfo` resource, /ad-info screen). */
export const adInfoKeys = createQueryKeys('adInfos');

/** A list is at most AD_LIST_MAX adverts: one page holds a whole list, so it can be reordered as a whole. */
const WHOLE_LIST = 200;

export interface AdListQuery {
  language: Language;
  type: TAdType;
  /** The store the platform looks at; null: the caller's own adverts. */
  shopId: number | null;
  /** Only the enabled ones (what the app shows). */
  enabledOnly?: boolean;
}

const bodyOf = (q: AdListQuery): TAdInfoQueryRequest => ({
  language: q.language,
  type: q.type,
  shopId: q.shopId,
  ...(q.enabledOnly ? { enabled: true } : {}),
});
const keyOf = (q: AdListQuery) => adInfoKeys.list(1, WHOLE_LIST, bodyOf(q));

/** One whole list of adverts (language and type), in the app's order. */
export function useAdInfos(q: AdListQuery, enabled = true) {
  return usePagedList<TAdInfoPage, TAdInfoQueryRequest>(adInfoKeys, '/adInfo/query', 1, WHOLE_LIST, bodyOf(q), {
    enabled,
  });
}

const change = { invalidates: [adInfoKeys.name] } as const;

export function useAddAdInfo() {
  return useMutation({
    mutationFn: (body: TAdInfoAddRequest) => request<TAdInfo>('/adInfo/add', { body, silent: true }),
    meta: change,
  });
}

export function useUpdateAdInfo() {
  return useMutation({
    mutationFn: (v: { id: number; body: TAdInfoUpdateRequest }) =>
      request<TAdInfo>(`/adInfo/update/${v.id}`, { body: v.body, silent: true }),
    meta: change,
  });
}

export function useDeleteAdInfo() {
  return useDeleteRow<TAdInfoDeleteResponse>('adInfo', change);
}

/**
 * Saves a list's new order at once. The list shows the new order before the server answers and keeps it
 * (only the places are taken from the answer, so the pictures do not load again); a refusal puts the order
 * back and reloads the list from the server. No `meta.invalidates`: a refresh after each save could bring back
 * an older order while a later drag is still saving, and a reorder writes no audit row.
 */
export function useSortAdInfos(q: AdListQuery) {
  const client = useQueryClient();
  const key = keyOf(q);
  return useMutation({
    mutationFn: (rows: TAdInfo[]) =>
      request<TAdInfoList>('/adInfo/sort', {
        body: { language: q.language, type: q.type, ids: rows.map((r) => r.id) } satisfies TAdInfoSortRequest,
        silent: true,
      }),
    onMutate: async (rows) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TAdInfoPage>(key);
      if (previous)
        client.setQueryData<TAdInfoPage>(key, { ...previous, list: rows.map((r, i) => ({ ...r, sort: i + 1 })) });
      return { previous };
    },
    onSuccess: (answer) => {
      const place = new Map(answer.list.map((r) => [r.id, r.sort]));
      client.setQueryData<TAdInfoPage>(key, (shown) =>
        shown ? { ...shown, list: shown.list.map((r) => ({ ...r, sort: place.get(r.id) ?? r.sort })) } : shown,
      );
    },
    onError: (_err, _rows, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      void client.invalidateQueries({ queryKey: [adInfoKeys.name] });
    },
  });
}

/** The content languages with adverts, and how many (the caller's own, or the store the platform names). */
export const useAdInfoLanguages = (shopId: number | null) => useContentLanguages(adInfoKeys, 'adInfo', shopId);
