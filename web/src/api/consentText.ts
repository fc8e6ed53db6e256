import type {
  Language,
  TConsentText,
  TConsentTextHistory,
  TConsentTextHistoryRequest,
  TConsentTextLanguages,
  TConsentTextSaveRequest,
  TConsentTextSaveResponse,
} from '@skin/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { createQueryKeys, usePagedList } from './resource';

/**
 * Consent texts (`consentText`, on /customers): a store's per content language, or the platform's defaults (the
 * server answers the caller's own). A save refreshes the languages, the history and the versions read.
 */
export const consentTextKeys = {
  ...createQueryKeys('consentTexts'),
  languages: () => ['consentTexts', 'languages'] as const,
  one: (id: number) => ['consentTexts', 'one', id] as const,
};

/** The seven languages with the caller's latest version (and, for a store, the platform's default). */
export function useConsentLanguages() {
  return useQuery({
    queryKey: consentTextKeys.languages(),
    queryFn: ({ signal }) => request<TConsentTextLanguages>('/consentText/languages', { method: 'GET', signal }),
  });
}

/** A page of a language's versions, newest first. */
export function useConsentHistory(language: Language, page: number, pageSize: number) {
  return usePagedList<TConsentTextHistory, TConsentTextHistoryRequest>(
    consentTextKeys,
    '/consentText/history',
    page,
    pageSize,
    { language },
  );
}

/** One version with its text (null: none asked). */
export function useConsentText(id: number | null) {
  return useQuery({
    queryKey: consentTextKeys.one(id ?? 0),
    queryFn: ({ signal }) => request<TConsentText>(`/consentText/get/${id}`, { method: 'GET', signal }),
    enabled: id !== null,
    // A version's text never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves a new version (the same text as the latest saves none: `created` false); the screen shows a refusal. */
export function useSaveConsentText() {
  return useMutation({
    mutationFn: (body: TConsentTextSaveRequest) =>
      request<TConsentTextSaveResponse>('/consentText/save', { body, silent: true }),
    meta: { invalidates: [consentTextKeys.name] },
  });
}
