import type {
  Language,
  TComplainDeleteResponse,
  TComplainType,
  TComplainTypeAddRequest,
  TComplainTypePage,
  TComplainTypeQueryRequest,
  TComplainTypeUpdateRequest,
} from '@skin/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useContentLanguages, useDeleteRow, usePagedList } from './resource';

/** Query keys of chief-complaint types (`complainType` resource, /complaint-type screen). */
export const complainTypeKeys = createQueryKeys('complainTypes');
/** The content's name, for `meta.invalidates`: content counts show on the types list. */
const CONTENT = 'complainInfos';

/** A page of one language's types, in sort order (the platform: its own, or a store's by `shopId`). */
export const useComplainTypes = (page: number, pageSize: number, query: TComplainTypeQueryRequest) =>
  usePagedList<TComplainTypePage, TComplainTypeQueryRequest>(
    complainTypeKeys,
    '/complainType/query',
    page,
    pageSize,
    query,
  );

/** Most types a language offers to pick from (the content screen's filter and form). */
export const COMPLAINT_TYPE_CHOICES = 200;
/** Every type of a language (up to COMPLAINT_TYPE_CHOICES), to pick content's type from. */
export const useComplainTypeChoices = (language: Language, shopId: number | null) =>
  useComplainTypes(1, COMPLAINT_TYPE_CHOICES, { language, shopId });

const change = { invalidates: [complainTypeKeys.name, CONTENT] } as const;

export function useSaveComplainType() {
  return useMutation({
    mutationFn: (v: { id?: number; add?: TComplainTypeAddRequest; update?: TComplainTypeUpdateRequest }) =>
      v.id
        ? request<TComplainType>(`/complainType/update/${v.id}`, { body: v.update, silent: true })
        : request<TComplainType>('/complainType/add', { body: v.add, silent: true }),
    meta: change,
  });
}

export function useDeleteComplainType() {
  return useDeleteRow<TComplainDeleteResponse>('complainType', change);
}

/** The content languages with complaint types, and how many (the caller's own, or the store the platform names). */
export const useComplainTypeLanguages = (shopId: number | null) =>
  useContentLanguages(complainTypeKeys, 'complainType', shopId);
