import type {
  Language,
  TReport,
  TShareAddRequest,
  TShareAddResponse,
  TSharedReport,
  TShareListResponse,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';

/** A customer's report: one visit or two compared, in `language` (null: the server's default for her). */
export function useCustomerReport(customerId: number | null, analyses: readonly number[], language: Language | null) {
  return useQuery({
    queryKey: ['customers', 'report', customerId ?? 0, analyses.join(','), language ?? ''] as const,
    queryFn: ({ signal }) =>
      request<TReport>('/customer/report', { body: { customerId, analyses, language }, signal, silent: true }),
    enabled: customerId !== null && analyses.length >= 1 && analyses.length <= 2,
  });
}

/** Her shared reports, newest first, with their openings. */
export function useCustomerShares(customerId: number | null) {
  return useQuery({
    queryKey: ['customers', 'shares', customerId ?? 0] as const,
    queryFn: ({ signal }) =>
      request<TShareListResponse>(`/customer/shares/${customerId}`, { method: 'GET', signal, silent: true }),
    enabled: customerId !== null,
  });
}

/** Makes a link to her report (the token comes back once). */
export function useShareReport() {
  return useMutation({
    mutationFn: (body: TShareAddRequest) => request<TShareAddResponse>('/customer/share', { body, silent: true }),
    meta: { invalidates: ['customers'] },
  });
}

/** Revokes one of her links. */
export function useRevokeShare() {
  return useMutation({
    mutationFn: (shareId: number) =>
      request<{ id: number; revokedAt: string }>(`/customer/share/revoke/${shareId}`, { method: 'POST' }),
    meta: { invalidates: ['customers'] },
  });
}

/** The report a link opens, for whoever holds its token (no sign-in; the token goes in the body). */
export function useSharedReport(token: string, language: Language, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['sharedReport', token] as const,
    queryFn: ({ signal }) =>
      request<TSharedReport>('/report/open', {
        body: { token },
        signal,
        silent: true,
        headers: { 'X-Lang': language },
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The address of a share link: the report's language in the query, the token in the fragment (never sent to a server). */
export const shareLink = (token: string, language: Language) =>
  `${window.location.origin}/shared-report?lang=${language}#${token}`;
