import type {
  TProduct,
  TProductBatchAddRequest,
  TProductBatchAddResponse,
  TProductDeleteResponse,
  TProductInput,
  TProductPage,
  TProductQueryRequest,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { uploadWithProgress } from './file';
import { createQueryKeys, useDeleteRow, usePagedList, useSaveRow } from './resource';

/** Query keys of programmes (`product` resource, /product-type screen). */
const keys = createQueryKeys('products');
export const productKeys = {
  ...keys,
  one: (id: number, shopId: number | null) => [...keys.all, 'one', id, shopId] as const,
};

export const useProducts = (page: number, pageSize: number, query: TProductQueryRequest, enabled = true) =>
  usePagedList<TProductPage, TProductQueryRequest>(productKeys, '/product/query', page, pageSize, query, { enabled });

/** One programme (the platform names the store it looks at). */
export function useProduct(id: number | null, shopId: number | null) {
  return useQuery({
    queryKey: productKeys.one(id ?? 0, shopId),
    queryFn: ({ signal }) => request<TProduct>(`/product/get/${id}`, { body: { shopId }, signal }),
    enabled: id !== null,
  });
}

// A product counts under its type: the types' counts change with it.
const change = { invalidates: [productKeys.name, 'productTypes'] } as const;

export function useSaveProduct() {
  return useSaveRow<TProduct, TProductInput>('product', change);
}

export function useDeleteProduct() {
  return useDeleteRow<TProductDeleteResponse>('product', change);
}

/** Adds the rows of the multi-row form, all or none; the caller places the faults (`datas.rows`). */
export function useBatchAddProducts() {
  return useMutation({
    mutationFn: (body: TProductBatchAddRequest) =>
      request<TProductBatchAddResponse>('/product/batchAdd', { body, silent: true }),
    meta: change,
  });
}

/** Uploads a filled-in template to `product/batchAdd`; the caller shows progress and the faults. */
export function useImportProducts() {
  return useMutation({
    mutationFn: (v: { file: Blob; onProgress: (p: number) => void }) =>
      uploadWithProgress<TProductBatchAddResponse>('/product/batchAdd', { file: v.file }, v.onProgress),
    meta: change,
  });
}
