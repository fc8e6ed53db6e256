import type {
  TProductType,
  TProductTypeAddRequest,
  TProductTypeDeleteResponse,
  TProductTypeList,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys } from './resource';

/** Query keys of programme types (`productType` resource, /product-type screen). */
const keys = createQueryKeys('productTypes');
export const productTypeKeys = { ...keys, store: (shopId: number | null) => [...keys.all, 'store', shopId] as const };

/** The store's programme types with their product counts (the platform names the store it looks at). */
export function useProductTypes(shopId: number | null, enabled = true) {
  return useQuery({
    queryKey: productTypeKeys.store(shopId),
    queryFn: ({ signal }) => request<TProductTypeList>('/productType/queryAll', { body: { shopId }, signal }),
    enabled,
  });
}

// Renaming a type renames it in every product row shown.
const change = { invalidates: [productTypeKeys.name, 'products'] } as const;

export function useSaveProductType() {
  return useMutation({
    mutationFn: (v: { id?: number; body: TProductTypeAddRequest }) =>
      v.id
        ? request<TProductType>(`/productType/update/${v.id}`, { body: v.body, silent: true })
        : request<TProductType>('/productType/add', { body: v.body, silent: true }),
    meta: change,
  });
}

export function useDeleteProductType() {
  return useMutation({
    mutationFn: (id: number) => request<TProductTypeDeleteResponse>(`/productType/delete/${id}`, { method: 'POST' }),
    meta: change,
  });
}
