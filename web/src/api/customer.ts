import type {
  TCustomerAnalysesResponse,
  TCustomerCompareResponse,
  TCustomerDetail,
  TCustomerEraseResponse,
  TCustomerQueryRequest,
  TCustomerQueryResponse,
  TCustomerRecommendResponse,
  TCustomerShopsResponse,
  TCustomerUpdateRequest,
  TCustomerViewsResponse,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, requestFile, saveFile } from './client';
import { createQueryKeys, useListExport, usePagedList } from './resource';

/**
 * Query keys of the store's customers (`customer` resource, /customers): the list, one customer, her timeline, a
 * comparison and a visit's programmes all live under `customers`, so an edit refreshes every view of her.
 */
export const customerKeys = {
  ...createQueryKeys('customers'),
  one: (id: number) => ['customers', 'one', id] as const,
  analyses: (id: number, page: number, pageSize: number) => ['customers', 'analyses', id, page, pageSize] as const,
  compare: (customerId: number, from: number, to: number) => ['customers', 'compare', customerId, from, to] as const,
  recommend: (analysisId: number) => ['customers', 'recommend', analysisId] as const,
  views: (id: number, page: number) => ['customers', 'views', id, page] as const,
};
/** The platform's counts per store. */
const shopCountKeys = createQueryKeys('customerShops');

/** One page of the store's customers (phones masked for users without `customer:contact`: the server decides). */
export function useCustomers(page: number, pageSize: number, query: TCustomerQueryRequest, enabled = true) {
  return usePagedList<TCustomerQueryResponse, TCustomerQueryRequest>(
    customerKeys,
    '/customer/query',
    page,
    pageSize,
    query,
    { enabled },
  );
}

/** The platform operator: customers per store, counts only (never a name, phone or photo). */
export function useCustomerShops(page: number, pageSize: number, shopName: string | null, enabled = true) {
  return usePagedList<TCustomerShopsResponse, { shopName: string | null }>(
    shopCountKeys,
    '/customer/shops',
    page,
    pageSize,
    { shopName },
    { enabled },
  );
}

/** Downloads the customers matching `query` as CSV or XLSX, times in the browser's zone (codes `customer` and `export`). */
export function useExportCustomers() {
  return useListExport<TCustomerQueryRequest>('/customer/export', 'customers');
}

/**
 * Downloads one customer's data as a ZIP (customer.json and her photos; code `customer:erase`). The server streams
 * it; a customer with many photos takes a while, so the wait is long.
 */
export function useExportCustomerData() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await requestFile(`/customer/export/${id}`, {
        method: 'POST',
        timeout: 15 * 60_000,
        fallbackName: `customer-${id}.zip`,
      });
      saveFile(file);
      return file;
    },
  });
}

/** One customer: her profile and consent history. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerKeys.one(id ?? 0),
    queryFn: ({ signal }) => request<TCustomerDetail>(`/customer/get/${id}`, { method: 'GET', signal, silent: true }),
    enabled: id !== null,
  });
}

/** Edits her profile; the server's refusals (a field's rule, a phone another customer has) come back to the form. */
export function useUpdateCustomer() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TCustomerUpdateRequest }) =>
      request<TCustomerDetail>(`/customer/update/${id}`, { body, silent: true }),
    meta: { invalidates: [customerKeys.name, 'analyses'] },
  });
}

/** Her visits, newest first, a page at a time (at most 50 a page). */
export function useCustomerAnalyses(id: number | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: customerKeys.analyses(id ?? 0, page, pageSize),
    queryFn: ({ signal }) =>
      request<TCustomerAnalysesResponse>(`/customer/analyses/${id}/${page}/${pageSize}`, { method: 'GET', signal }),
    enabled: id !== null,
    placeholderData: (previous) => previous,
  });
}

/** Two of her visits side by side: each symptom's degree then and now. */
export function useCustomerCompare(customerId: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: customerKeys.compare(customerId, from ?? 0, to ?? 0),
    queryFn: ({ signal }) =>
      request<TCustomerCompareResponse>('/customer/compare', { body: { customerId, from, to }, signal }),
    enabled: from !== null && to !== null && from !== to,
  });
}

/** The store's programmes matching what a visit found, best match first. */
export function useRecommendations(analysisId: number | null) {
  return useQuery({
    queryKey: customerKeys.recommend(analysisId ?? 0),
    queryFn: ({ signal }) =>
      request<TCustomerRecommendResponse>(`/customer/recommend/${analysisId}`, { method: 'GET', signal }),
    enabled: analysisId !== null,
  });
}

/**
 * Erases her for good (`customer:erase`): `code` is her member number as typed to confirm. Her page turns to the
 * erased notice at once and her visits, comparisons and views are dropped (asking for them again would be 404).
 */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string }) =>
      request<TCustomerEraseResponse>(`/customer/erase/${id}`, { body: { code } }),
    onSuccess: (done, { id }) => {
      queryClient.setQueryData<TCustomerDetail>(customerKeys.one(id), (c) =>
        c ? { ...c, code: `#${id}`, name: null, phone: null, note: null, consents: [], erasedAt: done.erasedAt } : c,
      );
      for (const part of ['analyses', 'compare', 'views'])
        queryClient.removeQueries({ queryKey: ['customers', part, id] });
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
    meta: { invalidates: ['analyses', 'data'] },
  });
}

/** Who saw her photos, newest first, a page at a time. */
export function useCustomerViews(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: customerKeys.views(id, page),
    queryFn: ({ signal }) =>
      request<TCustomerViewsResponse>(`/customer/views/${id}/${page}/${pageSize}`, { method: 'GET', signal }),
    placeholderData: (previous) => previous,
  });
}
