import type {
  TTreatmentCase,
  TTreatmentCaseDeleteResponse,
  TTreatmentCasePage,
  TTreatmentCaseQueryRequest,
  TTreatmentCaseSaveRequest,
} from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../app/language-context';
import { request } from './client';
import { createQueryKeys, useDeleteRow, useSaveRow } from './resource';

/** Query keys of treatment cases (`treatmentCase` resource, /treatment-case screen). */
const keys = createQueryKeys('treatmentCases');
export const treatmentCaseKeys = {
  ...keys,
  detail: (id: number, shopId: number | null) => [...keys.all, 'detail', id, shopId] as const,
};

/**
 * A page of cases, newest first (the platform: its own, or a store's by `shopId`). Symptoms come named in the
 * interface language, so the language is part of the key.
 */
export function useTreatmentCases(page: number, pageSize: number, query: TTreatmentCaseQueryRequest) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...treatmentCaseKeys.list(page, pageSize, query), language],
    queryFn: ({ signal }) =>
      request<TTreatmentCasePage>(`/treatmentCase/query/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One case with fresh image URLs (the detail view). */
export function useTreatmentCase(id: number | null, shopId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...treatmentCaseKeys.detail(id ?? 0, shopId), language],
    queryFn: ({ signal }) => request<TTreatmentCase>(`/treatmentCase/get/${id}`, { body: { shopId }, signal }),
    enabled: id !== null,
  });
}

const change = { invalidates: [treatmentCaseKeys.name] } as const;

export function useSaveTreatmentCase() {
  return useSaveRow<TTreatmentCase, TTreatmentCaseSaveRequest>('treatmentCase', change);
}

export function useDeleteTreatmentCase() {
  return useDeleteRow<TTreatmentCaseDeleteResponse>('treatmentCase', change);
}
