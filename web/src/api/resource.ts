import type { ExportFormat, TContentLanguages } from '@skin/contract';
import {
  keepPreviousData,
  type MutationMeta,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { localTimeZone, request, requestFile, saveFile } from './client';

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

/** Lists whose first page a render asked for and no mounted list has taken yet (see usePagedList). */
const askedInRender = new WeakSet<object>();

function pagedQuery<R, Q extends object>(keys: QueryKeys, path: string, page: number, pageSize: number, query: Q) {
  return {
    queryKey: keys.list(page, pageSize, query),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      request<R>(`${path}/${page}/${pageSize}`, { body: query, signal }),
  };
}

/**
 * Asks for a list's first page before the list is on screen; the list's mount takes that answer as it is. `done`
 * settles with the answer, whether it is a page or an error.
 */
function askFirstPage(
  client: QueryClient,
  queryKey: readonly unknown[],
  queryFn: (ctx: { signal: AbortSignal }) => Promise<unknown>,
) {
  const done = client.prefetchQuery({ queryKey, queryFn });
  const cached = client.getQueryCache().find({ queryKey, exact: true });
  if (cached) askedInRender.add(cached);
  return { cached, done };
}

/**
 * The first page of a list a screen is about to show, asked for before the screen renders (a page's `prefetch`,
 * app/lazy.ts): `usePagedList` with the same arguments then takes that answer rather than asking again. Nothing is
 * asked when the list is cached already. Settles once the page (or an error) is in.
 */
export function prefetchPagedList<Q extends object>(
  client: QueryClient,
  keys: QueryKeys,
  path: string,
  page: number,
  pageSize: number,
  query: Q,
): Promise<void> {
  const { queryKey, queryFn } = pagedQuery(keys, path, page, pageSize, query);
  if (client.getQueryCache().find({ queryKey, exact: true })) return Promise.resolve();
  return askFirstPage(client, queryKey, queryFn).done;
}

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
  const { queryKey, queryFn } = pagedQuery<R, Q>(keys, path, page, pageSize, query);
  // The first page a list shows is asked for while the screen renders, not once it is on screen: a list's own
  // request otherwise starts after the whole screen's first commit (on a cold /users about 200 ms of it).
  // Only before the list is first on screen and when nothing is cached for it yet; its mount then takes that
  // answer (or its error) as it is rather than asking again, even when the render that asked was set aside and
  // the list mounts from a later one. A page or filter changed later is asked for as before.
  const client = useQueryClient();
  const mounted = useRef(false);
  let cached = client.getQueryCache().find({ queryKey, exact: true });
  if (!mounted.current && options.enabled !== false && !cached) cached = askFirstPage(client, queryKey, queryFn).cached;
  const fresh = !!cached && askedInRender.has(cached);
  const result = useQuery({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    ...(fresh ? { refetchOnMount: false, retryOnMount: false } : {}),
    ...options,
  });
  useEffect(() => {
    mounted.current = true;
    if (cached) askedInRender.delete(cached);
  }, [cached]);
  return result;
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

/**
 * Adds a row of a resource (`POST /<resource>/add`) or, given its `id`, updates it (`/<resource>/update/<id>`), with
 * the form's body either way; a refusal is the form's to place (`silent`). `meta` names what the change refreshes.
 */
export function useSaveRow<R, B>(resource: string, meta: MutationMeta) {
  return useMutation({
    mutationFn: (v: { id?: number; body: B }) =>
      request<R>(v.id ? `/${resource}/update/${v.id}` : `/${resource}/add`, { body: v.body, silent: true }),
    meta,
  });
}

/** Deletes a row of a resource (`POST /<resource>/delete/<id>`); `meta` names what the change refreshes. */
export function useDeleteRow<R>(resource: string, meta: MutationMeta) {
  return useMutation({
    mutationFn: (id: number) => request<R>(`/${resource}/delete/${id}`, { method: 'POST' }),
    meta,
  });
}

/**
 * Downloads the rows of a list that match `query` as a CSV or XLSX file (`POST <path>` with the format and the
 * browser's time zone), saved as `<name>.<format>` unless the server names the file.
 */
export function useListExport<Q extends object>(path: string, name: string) {
  return useMutation({
    mutationFn: async ({ query, format }: { query: Q; format: ExportFormat }) => {
      const file = await requestFile(path, {
        body: { ...query, format, timeZone: localTimeZone() },
        timeout: 120_000,
        fallbackName: `${name}.${format}`,
      });
      saveFile(file);
      return file;
    },
  });
}
