import type { Language, TSymptomDesc, TSymptomDescList, TSymptomDescUpdateRequest } from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request } from './client';

/** Query keys of symptom scripts (`symptomDesc` resource, /symptom-desc screen). */
export const symptomDescKeys = {
  all: ['symptomDescs'] as const,
  list: (language: Language, shopId: number | null) => [...symptomDescKeys.all, 'list', language, shopId] as const,
};

/** The scripts of a language: the caller's, or the platform's (marked) for a store without its own. */
export function useSymptomDescs(language: Language, shopId: number | null = null) {
  return useQuery({
    queryKey: symptomDescKeys.list(language, shopId),
    queryFn: ({ signal }) => request<TSymptomDescList>('/symptomDesc/queryAll', { body: { language, shopId }, signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: symptomDescKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useUpdateSymptomDesc() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; body: TSymptomDescUpdateRequest }) =>
      request<TSymptomDesc>(`/symptomDesc/update/${v.id}`, { body: v.body, silent: true }),
    onSuccess: invalidate,
  });
}

export function useCopyDescsToShop() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (language: Language) =>
      request<{ deleted: number; copied: number }>(`/symptomDesc/copyToShop/${language}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useClearShopDescs() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (language: Language) =>
      request<{ deleted: number }>('/symptomDesc/deleteByShopId', { body: { language } }),
    onSuccess: invalidate,
  });
}
