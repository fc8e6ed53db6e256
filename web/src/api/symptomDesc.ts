import type { Language, TSymptomDesc, TSymptomDescList, TSymptomDescUpdateRequest } from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, useContentLanguages } from './resource';

/** Query keys of symptom scripts (`symptomDesc` resource, /symptom-desc screen). */
export const symptomDescKeys = {
  ...createQueryKeys('symptomDescs'),
  list: (language: Language, shopId: number | null) => ['symptomDescs', 'list', language, shopId] as const,
};

/** The scripts of a language: the caller's, or the platform's (marked) for a store without its own. */
export function useSymptomDescs(language: Language, shopId: number | null = null) {
  return useQuery({
    queryKey: symptomDescKeys.list(language, shopId),
    queryFn: ({ signal }) => request<TSymptomDescList>('/symptomDesc/queryAll', { body: { language, shopId }, signal }),
  });
}

const change = { invalidates: [symptomDescKeys.name] } as const;

export function useUpdateSymptomDesc() {
  return useMutation({
    mutationFn: (v: { id: number; body: TSymptomDescUpdateRequest }) =>
      request<TSymptomDesc>(`/symptomDesc/update/${v.id}`, { body: v.body, silent: true }),
    meta: change,
  });
}

export function useCopyDescsToShop() {
  return useMutation({
    mutationFn: (language: Language) =>
      request<{ deleted: number; copied: number }>(`/symptomDesc/copyToShop/${language}`, { method: 'POST' }),
    meta: change,
  });
}

export function useClearShopDescs() {
  return useMutation({
    mutationFn: (language: Language) =>
      request<{ deleted: number }>('/symptomDesc/deleteByShopId', { body: { language } }),
    meta: change,
  });
}

/** The content languages with scripts (the platform's where a store has none), and how many (the caller's own, or the store the platform names). */
export const useSymptomDescLanguages = (shopId: number | null) =>
  useContentLanguages(symptomDescKeys, 'symptomDesc', shopId);
