import type {
  TShopDevice,
  TShopDeviceAddRequest,
  TShopDeviceDeleteResponse,
  TShopDeviceQueryRequest,
  TShopDeviceQueryResponse,
} from '@skin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request } from './client';
import { refreshAfter } from './stale';
import { appUserKeys } from './users';

/** Query keys of a store's devices (`shopDevice` resource, /shop-device screen). */
export const shopDeviceKeys = {
  all: ['shopDevices'] as const,
  lists: () => [...shopDeviceKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, query: TShopDeviceQueryRequest) =>
    [...shopDeviceKeys.lists(), { page, pageSize, ...query }] as const,
  /** Every device of the store, for pickers (the server answers up to 1000). */
  options: (shopId?: number | null) => [...shopDeviceKeys.all, 'options', shopId ?? null] as const,
};

export function useShopDevices(page: number, pageSize: number, query: TShopDeviceQueryRequest, enabled = true) {
  return useQuery({
    queryKey: shopDeviceKeys.list(page, pageSize, query),
    queryFn: ({ signal }) =>
      request<TShopDeviceQueryResponse>(`/shopDevice/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShopDeviceAddRequest) => request<TShopDevice>('/shopDevice/add', { body, silent: true }),
    ...refreshAfter(() => queryClient.invalidateQueries({ queryKey: shopDeviceKeys.all })),
  });
}

/** Deletes a device; the server disables its accounts in the same transaction, so the account lists refresh too. */
export function useDeleteShopDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceNo: string) =>
      request<TShopDeviceDeleteResponse>(`/shopDevice/delete/${encodeURIComponent(deviceNo)}`, { method: 'POST' }),
    ...refreshAfter(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopDeviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: appUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
    ),
  });
}
