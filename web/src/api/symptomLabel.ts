import type {
  Language,
  TSymptomLabel,
  TSymptomLabelAddRequest,
  TSymptomLabelCopyResponse,
  TSymptomLabelImportResponse,
  TSymptomLabelList,
  TSymptomLabelUpdateRequest,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit';
import { request } from './client';
import { uploadWithProgress } from './file';

/** Query keys of symptom labels (`symptomLabel` resource, /symptom-label screen). */
export const symptomLabelKeys = {
  all: ['symptomLabels'] as const,
  tree: (language: Language, shopId: number | null) => [...symptomLabelKeys.all, 'tree', language, shopId] as const,
  master: (language: Language) => [...symptomLabelKeys.all, 'master', language] as const,
};

/** The caller's labels of a language (the platform: its master set, or a store it names). */
export function useSymptomLabels(language: Language, shopId: number | null = null) {
  return useQuery({
    queryKey: symptomLabelKeys.tree(language, shopId),
    queryFn: ({ signal }) =>
      request<TSymptomLabelList>('/symptomLabel/queryAllByShop', { body: { language, shopId }, signal }),
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

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: symptomLabelKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useSaveSymptomLabel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: number; add?: TSymptomLabelAddRequest; update?: TSymptomLabelUpdateRequest }) =>
      v.id
        ? request<TSymptomLabel>(`/symptomLabel/update/${v.id}`, { body: v.update, silent: true })
        : request<TSymptomLabel>('/symptomLabel/add', { body: v.add, silent: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteSymptomLabel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request<{ id: number }>(`/symptomLabel/delete/${id}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** Replaces the store's labels with the platform's (irreversible). */
export function useCopyLabelsToShop() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => request<TSymptomLabelCopyResponse>('/symptomLabel/copyToShop', { body: {} }),
    onSuccess: invalidate,
  });
}

/** Imports a template; the caller shows progress and the refusal (500901 as a 10-second notification). */
export function useImportLabels() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { language: Language; file: Blob; onProgress: (p: number) => void }) =>
      uploadWithProgress<TSymptomLabelImportResponse>(
        '/symptomLabel/batchAdd',
        { language: v.language, file: v.file },
        v.onProgress,
      ),
    onSuccess: invalidate,
  });
}
