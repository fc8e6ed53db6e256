import type {
  TStaff,
  TStaffAddRequest,
  TStaffPasswordRequest,
  TStaffQueryRequest,
  TStaffQueryResponse,
  TStaffUpdateRequest,
} from '@skin/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

/** Query keys of my store's console staff (`staff` resource, store owner only). */
export const staffKeys = createQueryKeys('staff');

export function useStaffList(page: number, pageSize: number, query: TStaffQueryRequest) {
  return usePagedList<TStaffQueryResponse, TStaffQueryRequest>(staffKeys, '/staff/query', page, pageSize, query);
}

export function useAddStaff() {
  return useMutation({
    mutationFn: (body: TStaffAddRequest) => request<TStaff>('/staff/add', { body, silent: true }),
    meta: { invalidates: [staffKeys.name] },
  });
}

/** Changes codes, status or phone; the server signs the staff account out when codes or status change. */
export function useUpdateStaff() {
  return useMutation({
    mutationFn: ({ id, body, silent = true }: { id: number; body: TStaffUpdateRequest; silent?: boolean }) =>
      request<TStaff>(`/staff/update/${id}`, { body, silent }),
    meta: { invalidates: [staffKeys.name] },
  });
}

export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TStaffPasswordRequest }) =>
      request<null>(`/staff/updatePwd/${id}`, { body, silent: true }),
  });
}
