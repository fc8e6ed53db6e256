import type {
  TProductType,
  TProductTypeAddRequest,
  TProductTypeDeleteResponse,
  TProductTypeList,
} from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useDeleteRow, useSaveRow } from './resource';

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
  return useSaveRow<TProductType, TProductTypeAddRequest>('productType', change);
}

export function useDeleteProductType() {
  return useDeleteRow<TProductTypeDeleteResponse>('productType', change);
}
