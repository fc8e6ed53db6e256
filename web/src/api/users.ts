import type {
  ExportFormat,
  TAppUser,
  TAppUserAddRequest,
  TAppUserPasswordRequest,
  TAppUserQueryRequest,
  TAppUserQueryResponse,
  TAppUserUpdateRequest,
} from '@skin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request, requestFile, saveFile } from './client';
import { shopDeviceKeys } from './shopDevice';
import { refreshAfter } from './stale';

/** Query keys of app accounts (`user` resource, /users screen). */
export const appUserKeys = {
  all: ['appUsers'] as const,
  lists: () => [...appUserKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, query: TAppUserQueryRequest) =>
    [...appUserKeys.lists(), { page, pageSize, ...query }] as const,
};

/** One page of a store's app accounts; the platform operator names the store with `shopId`. */
export function useAppUsers(page: number, pageSize: number, query: TAppUserQueryRequest, enabled = true) {
  return useQuery({
    queryKey: appUserKeys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<TAppUserQueryResponse>(`/user/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every change of an account refreshes the lists, the device counts (they count bound accounts) and the log. */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: shopDeviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useAddAppUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (body: TAppUserAddRequest) => request<TAppUser>('/user/add', { body, silent: true }),
    ...refreshAfter(invalidate),
  });
}

export function useUpdateAppUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAppUserUpdateRequest }) =>
      request<TAppUser>(`/user/update/${id}`, { body, silent: true }),
    ...refreshAfter(invalidate),
  });
}

export function useSetAppUserStatus() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) =>
      request<TAppUser>(`/user/updateStatus/${id}/${status}`, { method: 'POST' }),
    ...refreshAfter(invalidate),
  });
}

/** Closes an account for good (the server keeps its data; it can no longer sign in or be changed). */
export function useCloseAppUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: number) => request<TAppUser>(`/user/close/${id}`, { method: 'POST' }),
    ...refreshAfter(invalidate),
  });
}

export function useSetAppUserPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAppUserPasswordRequest }) =>
      request<null>(`/user/updatePwd/${id}`, { body, silent: true }),
  });
}

/** The browser's time zone, so the exported times read as they do on screen. */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Downloads the accounts matching `query` as a CSV or XLSX file (needs the `users` and `export` codes). */
export function useExportAppUsers() {
  return useMutation({
    mutationFn: async ({ query, format }: { query: TAppUserQueryRequest; format: ExportFormat }) => {
      const file = await requestFile('/user/export', {
        body: { ...query, format, timeZone: localTimeZone() },
        timeout: 120_000,
        fallbackName: `app-accounts.${format}`,
      });
      saveFile(file);
      return file;
    },
  });
}
