import type {
  PayMethod,
  TCloudInfo,
  TCloudRetention,
  TOrderAddRequest,
  TOrderDetail,
  TOrderPage,
  TOrderPayResponse,
  TOrderQueryRequest,
  TPrices,
  TPricesResponse,
} from '@skin/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useListExport } from './resource';

/**
 * Orders (`userOrder`), prices (`price`) and cloud space (`cloud`): the /my-orders, /cloud, /payment and
 * /payment/result screens, the header's cloud box and the viewer-end renewal on /users.
 */
const keys = createQueryKeys('orders');
export const orderKeys = {
  ...keys,
  detail: (orderNo: string) => [...keys.all, 'detail', orderNo] as const,
};
export const priceKeys = createQueryKeys('prices');
export const cloudKeys = {
  ...createQueryKeys('cloud'),
  info: (shopId: number | null) => ['cloud', 'info', shopId] as const,
  retention: (shopId: number | null) => ['cloud', 'retention', shopId] as const,
};

/** A page of orders, newest first by default (the platform: every store's, or one store's by `shopId`). */
export function useOrders(page: number, pageSize: number, query: TOrderQueryRequest, enabled = true) {
  return useQuery({
    queryKey: orderKeys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<TOrderPage>(`/userOrder/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One order with its items and the methods that take its currency. `refetchInterval` polls it (the result
 * page, until the order is final).
 */
export function useOrder(
  orderNo: string | null,
  options: { refetchInterval?: number | false | ((q: { state: { data?: TOrderDetail } }) => number | false) } = {},
) {
  return useQuery({
    queryKey: orderKeys.detail(orderNo ?? ''),
    queryFn: ({ signal }) =>
      request<TOrderDetail>(`/userOrder/get/${orderNo}`, { method: 'POST', signal, silent: true }),
    enabled: !!orderNo,
    refetchInterval: options.refetchInterval,
  });
}

// Every change to an order also changes cloud space (expiry, pending order) and app accounts (expiry).
const change = { invalidates: [orderKeys.name, cloudKeys.name, 'appUsers', 'account'] } as const;

/** Creates a cloud renewal (or answers the store's pending one) or a viewer-end renewal; answers the orderNo. */
export function useAddOrder() {
  return useMutation({
    mutationFn: (body: TOrderAddRequest) => request<string>('/userOrder/add', { body }),
    meta: change,
  });
}

/** Opens the payment with a method: where to send the payer, or a code to show. */
export function usePayOrder() {
  return useMutation({
    mutationFn: ({ orderNo, payMethod }: { orderNo: string; payMethod: PayMethod }) =>
      request<TOrderPayResponse>(`/userOrder/pay/${orderNo}`, { body: { payMethod } }),
    meta: change,
  });
}

/** Asks the order's provider where the payment stands and applies it (a return from checkout, "I have paid"). */
export function useCaptureOrder() {
  return useMutation({
    mutationFn: (orderNo: string) =>
      request<TOrderDetail>(`/userOrder/captureOrder/${orderNo}`, { method: 'POST', silent: true }),
    meta: change,
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: (orderNo: string) => request<TOrderDetail>(`/userOrder/cancel/${orderNo}`, { method: 'POST' }),
    meta: change,
  });
}

/** The platform operator refunds a paid order through its provider. */
export function useRefundOrder() {
  return useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason?: string }) =>
      request<TOrderDetail>(`/userOrder/refund/${orderNo}`, { body: { reason: reason ?? null } }),
    meta: change,
  });
}

/** Downloads the orders matching `query` (CSV or XLSX, column names in the interface language). */
export function useExportOrders() {
  return useListExport<TOrderQueryRequest>('/userOrder/export', 'orders');
}

/** Yearly prices per currency (every signed-in account may read them). */
export function usePrices() {
  return useQuery({
    queryKey: priceKeys.all,
    queryFn: ({ signal }) => request<TPricesResponse>('/price/get', { method: 'POST', signal }),
  });
}

/** The platform operator changes the prices (existing orders keep theirs). */
export function useUpdatePrices() {
  return useMutation({
    mutationFn: (body: TPrices) => request<TPricesResponse>('/price/update', { body, silent: true }),
    meta: { invalidates: [priceKeys.name, cloudKeys.name] },
  });
}

/** A store's cloud space: usage, expiry, the next renewal's price and the pending cloud order (platform: `shopId`). */
export function useCloudInfo(shopId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: cloudKeys.info(shopId),
    queryFn: ({ signal }) => request<TCloudInfo>('/cloud/info', { body: { shopId }, signal }),
    enabled,
  });
}

/** A store's photo retention: the months photos are kept and what the next daily run frees (platform: `shopId`). */
export function useCloudRetention(shopId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: cloudKeys.retention(shopId),
    queryFn: ({ signal }) => request<TCloudRetention>('/cloud/retention', { body: { shopId }, signal }),
    enabled,
  });
}

/** The store owner sets how many months photos are kept (0 keeps them). */
export function useSetCloudRetention() {
  return useMutation({
    mutationFn: (months: number) =>
      request<TCloudRetention>('/cloud/retention/update', { body: { months }, silent: true }),
    meta: { invalidates: [cloudKeys.name] },
  });
}
