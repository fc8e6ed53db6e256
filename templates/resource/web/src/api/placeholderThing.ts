import type {
  TPlaceholderThing,
  TPlaceholderThingAddRequest,
  TPlaceholderThingDeleteResponse,
  TPlaceholderThingPage,
  TPlaceholderThingQueryRequest,
  TPlaceholderThingUpdateRequest,
} from '@skin/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

/** Query keys of placeholder things (`placeholderThing` resource, /placeholder-thing screen). */
export const placeholderThingKeys = createQueryKeys('placeholderThings');

/** A page of the store's placeholder things, in sort order. */
export const usePlaceholderThings = (page: number, pageSize: number, query: TPlaceholderThingQueryRequest) =>
  usePagedList<TPlaceholderThingPage, TPlaceholderThingQueryRequest>(
    placeholderThingKeys,
    '/placeholderThing/query',
    page,
    pageSize,
    query,
  );

const change = { invalidates: [placeholderThingKeys.name] } as const;

export function useSavePlaceholderThing() {
  return useMutation({
    mutationFn: (v: { id?: number; add?: TPlaceholderThingAddRequest; update?: TPlaceholderThingUpdateRequest }) =>
      v.id
        ? request<TPlaceholderThing>(`/placeholderThing/update/${v.id}`, { body: v.update, silent: true })
        : request<TPlaceholderThing>('/placeholderThing/add', { body: v.add, silent: true }),
    meta: change,
  });
}

export function useDeletePlaceholderThing() {
  return useMutation({
    mutationFn: (id: number) =>
      request<TPlaceholderThingDeleteResponse>(`/placeholderThing/delete/${id}`, { method: 'POST' }),
    meta: change,
  });
}
