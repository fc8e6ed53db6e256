import type { TContentLanguages } from '@skin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';

/**
 * The query keys of a resource: `[name]` for everything it caches, `[name, 'list']` for its lists and
 * `[name, 'list', { page, pageSize, ...query }]` for one page. A mutation names the resources it changes in
 * `meta.invalidates` (by `name`); the query client refreshes them (and the audit log) in one place.
 */
export function createQueryKeys<const N extends string>(name: N) {
  const keys = {
    name,
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: <Q extends object>(page: number, pageSize: number, query: Q) =>
      [...keys.lists(), { page, pageSize, ...query }] as const,
  };
  return keys;
}

export type QueryKeys = ReturnType<typeof createQueryKeys<string>>;

/**
 * One page of a paged list route (`POST <path>/<page>/<pageSize>` with the filters as body, answering
 * `{ list, total, page, pageSize }`); the previous page stays on screen while the next one loads.
 */
export function usePagedList<R, Q extends object>(
  keys: QueryKeys,
  path: string,
  page: number,
  pageSize: number,
  query: Q,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({
    queryKey: keys.list(page, pageSize, query),
    queryFn: ({ signal }) => request<R>(`${path}/${page}/${pageSize}`, { body: query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/**
 * The content languages a content resource's owner has rows in, with how many (`POST /<resource>/languages`; the
 * platform names a store with `shopId`). Kept under the resource's key, so a change of its rows (meta.invalidates)
 * refreshes it too. A failure says nothing: the screen then opens on the interface language, as before.
 */
export function useContentLanguages(keys: Pick<QueryKeys, 'all'>, resource: string, shopId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'languages', shopId ?? 0],
    queryFn: ({ signal }) =>
      request<TContentLanguages>(`/${resource}/languages`, { body: { shopId }, signal, silent: true }),
  });
}
