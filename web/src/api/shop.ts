import type { ShopStatus, TShopListItem, TShopQueryRequest, TShopQueryResponse } from '@skin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request } from './client';
import { refreshAfter } from './stale';

/** Query keys of the platform's store list (`shop` resource, platform operator only). */
export const shopKeys = {
  all: ['shops'] as const,
  lists: () => [...shopKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, query: TShopQueryRequest) =>
    [...shopKeys.lists(), { page, pageSize, ...query }] as const,
};

export function useShops(page: number, pageSize: number, query: TShopQueryRequest, enabled = true) {
  return useQuery({
    queryKey: shopKeys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<TShopQueryResponse>(`/shop/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Marks a store invalid (its console accounts are signed out and cannot sign in) or normal again. */
export function useSetShopStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ShopStatus }) =>
      request<TShopListItem>(`/shop/updateStatus/${id}/${status}`, { method: 'POST' }),
    ...refreshAfter(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
    ),
  });
}
