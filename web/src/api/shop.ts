import type {
  ShopStatus,
  TShopInfo,
  TShopListItem,
  TShopQueryRequest,
  TShopQueryResponse,
  TShopTimeZoneUpdate,
} from '@skin/contract';
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

/**
 * The store owner sets the zone her store's figures are kept in: her profile (the signed-in user's store), the
 * data centre and the platform's list read it again.
 */
export function useSetShopTimeZone() {
  return useMutation({
    mutationFn: (body: TShopTimeZoneUpdate) => request<TShopInfo>('/shop/timeZone', { body, silent: true }),
    meta: { invalidates: ['account', 'data', shopKeys.name] },
  });
}
