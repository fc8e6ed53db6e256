import type {
  TStaff,
  TStaffAddRequest,
  TStaffPasswordRequest,
  TStaffQueryRequest,
  TStaffQueryResponse,
  TStaffUpdateRequest,
} from '@skin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request } from './client';
import { refreshAfter } from './stale';

/** Query keys of my store's console staff (`staff` resource, store owner only). */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (page: number, pageSize: number, query: TStaffQueryRequest) =>
    [...staffKeys.lists(), { page, pageSize, ...query }] as const,
};

export function useStaffList(page: number, pageSize: number, query: TStaffQueryRequest) {
  return useQuery({
    queryKey: staffKeys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<TStaffQueryResponse>(`/staff/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffAddRequest) => request<TStaff>('/staff/add', { body, silent: true }),
    ...refreshAfter(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
    ),
  });
}

/** Changes codes, status or phone; the server signs the staff account out when codes or status change. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, silent = true }: { id: number; body: TStaffUpdateRequest; silent?: boolean }) =>
      request<TStaff>(`/staff/update/${id}`, { body, silent }),
    ...refreshAfter(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
    ),
  });
}

export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TStaffPasswordRequest }) =>
      request<null>(`/staff/updatePwd/${id}`, { body, silent: true }),
  });
}
