import type {
  TShopDevice,
  TShopDeviceAddRequest,
  TShopDeviceDeleteResponse,
  TShopDeviceQueryRequest,
  TShopDeviceQueryResponse,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

const keys = createQueryKeys('shopDevices');
/** Query keys of a store's devices (`shopDevice` resource, /shop-device screen). */
export const shopDeviceKeys = {
  ...keys,
  /** Every device of the store, for pickers (the server answers up to 1000). */
  options: (shopId?: number | null) => [...keys.all, 'options', shopId ?? null] as const,
};

export function useShopDevices(page: number, pageSize: number, query: TShopDeviceQueryRequest, enabled = true) {
  return usePagedList<TShopDeviceQueryResponse, TShopDeviceQueryRequest>(
    shopDeviceKeys,
    '/shopDevice/query',
    page,
    pageSize,
    query,
    { enabled },
  );
}

/** All devices of my store (or of `shopId`, for the platform), for the device pickers of the account forms. */
export function useDeviceOptions(shopId?: number | null, enabled = true) {
  return useQuery({
    queryKey: shopDeviceKeys.options(shopId),
    queryFn: ({ signal }) =>
      request<TShopDeviceQueryResponse>('/shopDevice/query', { body: shopId ? { shopId } : {}, signal }),
    select: (d) => d.list,
    enabled,
  });
}

export function useAddShopDevice() {
  return useMutation({
    mutationFn: (body: TShopDeviceAddRequest) => request<TShopDevice>('/shopDevice/add', { body, silent: true }),
    meta: { invalidates: [shopDeviceKeys.name] },
  });
}

/** Deletes a device; the server disables its accounts in the same transaction, so the account lists refresh too. */
export function useDeleteShopDevice() {
  return useMutation({
    mutationFn: (deviceNo: string) =>
      request<TShopDeviceDeleteResponse>(`/shopDevice/delete/${encodeURIComponent(deviceNo)}`, { method: 'POST' }),
    meta: { invalidates: [shopDeviceKeys.name, 'appUsers'] },
  });
}
