import type {
  TAppSignOutResponse,
  TAppUser,
  TAppUserAddRequest,
  TAppUserPasswordRequest,
  TAppUserQueryRequest,
  TAppUserQueryResponse,
  TAppUserUpdateRequest,
} from '@skin/contract';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, prefetchPagedList, useListExport, usePagedList } from './resource';

/** Query keys of app accounts (`user` resource, /users screen). */
export const appUserKeys = createQueryKeys('appUsers');
const APP_USERS = '/user/query';

/** One page of a store's app accounts; the platform operator names the store with `shopId`. */
export function useAppUsers(page: number, pageSize: number, query: TAppUserQueryRequest, enabled = true) {
  return usePagedList<TAppUserQueryResponse, TAppUserQueryRequest>(appUserKeys, APP_USERS, page, pageSize, query, {
    enabled,
  });
}

/** `useAppUsers`' page asked for before the screen renders (pages/users `prefetch`). */
export const prefetchAppUsers = (client: QueryClient, page: number, pageSize: number, query: TAppUserQueryRequest) =>
  prefetchPagedList(client, appUserKeys, APP_USERS, page, pageSize, query);

/** Every change of an account refreshes the lists and the device counts (they count bound accounts). */
const accountChange = { invalidates: [appUserKeys.name, 'shopDevices'] } as const;

export function useAddAppUser() {
  return useMutation({
    mutationFn: (body: TAppUserAddRequest) => request<TAppUser>('/user/add', { body, silent: true }),
    meta: accountChange,
  });
}

export function useUpdateAppUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAppUserUpdateRequest }) =>
      request<TAppUser>(`/user/update/${id}`, { body, silent: true }),
    meta: accountChange,
  });
}

export function useSetAppUserStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) =>
      request<TAppUser>(`/user/updateStatus/${id}/${status}`, { method: 'POST' }),
    meta: accountChange,
  });
}

/** Closes an account for good (the server keeps its data; it can no longer sign in or be changed). */
export function useCloseAppUser() {
  return useMutation({
    mutationFn: (id: number) => request<TAppUser>(`/user/close/${id}`, { method: 'POST' }),
    meta: accountChange,
  });
}

/** Signs an account out of the analysis app on every device (it must sign in again); audited. */
export function useSignOutApp() {
  return useMutation({
    mutationFn: (id: number) => request<TAppSignOutResponse>(`/user/signOutApp/${id}`, { method: 'POST' }),
    meta: { invalidates: [appUserKeys.name] },
  });
}

export function useSetAppUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAppUserPasswordRequest }) =>
      request<null>(`/user/updatePwd/${id}`, { body, silent: true }),
  });
}

/** Downloads the accounts matching `query` as a CSV or XLSX file (needs the `users` and `export` codes). */
export function useExportAppUsers() {
  return useListExport<TAppUserQueryRequest>('/user/export', 'app-accounts');
}
