import type { Language, TReport } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
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
