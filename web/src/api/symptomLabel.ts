import type {
  Language,
  TSymptomChoiceList,
  TSymptomLabel,
  TSymptomLabelAddRequest,
  TSymptomLabelCopyResponse,
  TSymptomLabelImportResponse,
  TSymptomLabelList,
  TSymptomLabelUpdateRequest,
  TSymptomLabelUsage,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../app/language-context';
import { request } from './client';
import { uploadWithProgress } from './file';
import { createQueryKeys, useContentLanguages, useDeleteRow } from './resource';

/** Query keys of symptom labels (`symptomLabel` resource, /symptom-label screen). */
const keys = createQueryKeys('symptomLabels');
export const symptomLabelKeys = {
  ...keys,
  tree: (language: Language, shopId: number | null) => [...keys.all, 'tree', language, shopId] as const,
  master: (language: Language) => [...keys.all, 'master', language] as const,
  choices: (shopId: number | null, uiLanguage: Language) => [...keys.all, 'choices', shopId, uiLanguage] as const,
};

/** The caller's labels of a language (the platform: its master set, or a store it names). */
export function useSymptomLabels(language: Language, shopId: number | null = null) {
  return useQuery({
    queryKey: symptomLabelKeys.tree(language, shopId),
    queryFn: ({ signal }) =>
      request<TSymptomLabelList>('/symptomLabel/queryAllByShop', { body: { language, shopId }, signal }),
  });
}

/**
 * The symptoms products and cases may refer to (one per symptom key, named in the interface language where
 * the owner has it): the caller's own, or, for the platform, the store it names.
 */
export function useSymptomChoices(shopId: number | null = null, enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: symptomLabelKeys.choices(shopId, language),
    queryFn: ({ signal }) => request<TSymptomChoiceList>('/symptomLabel/symptoms', { body: { shopId }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The platform's master labels of a language. */
export function useMasterLabels(language: Language, enabled = true) {
  return useQuery({
    queryKey: symptomLabelKeys.master(language),
    queryFn: ({ signal }) => request<TSymptomLabelList>('/symptomLabel/queryAll', { body: { language }, signal }),
    enabled,
  });
}

const change = { invalidates: [symptomLabelKeys.name] } as const;

export function useSaveSymptomLabel() {
  return useMutation({
    mutationFn: (v: { id?: number; add?: TSymptomLabelAddRequest; update?: TSymptomLabelUpdateRequest }) =>
      v.id
        ? request<TSymptomLabel>(`/symptomLabel/update/${v.id}`, { body: v.update, silent: true })
        : request<TSymptomLabel>('/symptomLabel/add', { body: v.add, silent: true }),
    meta: change,
  });
}

/**
 * How many analyses name a label's symptom (what its delete dialog says); null when it cannot be asked, so the
 * dialog still opens.
 */
export const labelUsage = (id: number) =>
  request<TSymptomLabelUsage>(`/symptomLabel/usage/${id}`, { method: 'POST', silent: true }).then(
    (u) => u.analyses,
    () => null,
  );

export function useDeleteSymptomLabel() {
  return useDeleteRow<{ id: number }>('symptomLabel', change);
}

/** Replaces the store's labels with the platform's (irreversible). */
export function useCopyLabelsToShop() {
  return useMutation({
    mutationFn: () => request<TSymptomLabelCopyResponse>('/symptomLabel/copyToShop', { body: {} }),
    meta: change,
  });
}

/** Imports a template; the caller shows progress and the refusal (500901 as a 10-second notification). */
export function useImportLabels() {
  return useMutation({
    mutationFn: (v: { language: Language; file: Blob; onProgress: (p: number) => void }) =>
      uploadWithProgress<TSymptomLabelImportResponse>(
        '/symptomLabel/batchAdd',
        { language: v.language, file: v.file },
        v.onProgress,
      ),
    meta: change,
  });
}

/** The content languages with symptom labels, and how many (the caller's own, or the store the platform names). */
export const useSymptomLabelLanguages = (shopId: number | null) =>
  useContentLanguages(symptomLabelKeys, 'symptomLabel', shopId);
