import type { ShopStatus, TShopListItem, TShopQueryRequest, TShopQueryResponse } from '@skin/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

/** Query keys of the platform's store list (`shop` resource, platform operator only). */
export const shopKeys = createQueryKeys('shops');

export function useShops(page: number, pageSize: number, query: TShopQueryRequest, enabled = true) {
  return usePagedList<TShopQueryResponse, TShopQueryRequest>(shopKeys, '/shop/query', page, pageSize, query, {
    enabled,
  });
}

/** Marks a store invalid (its console accounts are signed out and cannot sign in) or normal again. */
export function useSetShopStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ShopStatus }) =>
      request<TShopListItem>(`/shop/updateStatus/${id}/${status}`, { method: 'POST' }),
    meta: { invalidates: [shopKeys.name] },
  });
}
