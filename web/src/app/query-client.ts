import { MutationCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { rowChanged } from '../api/stale';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The resources (their query-key names, `createQueryKeys(name)`) a change touches: refreshed after it
       * succeeds, and after a refusal saying the row changed elsewhere (409/404), so the screen shows the
       * server's state. The audit log is refreshed with them: every such change writes an audit row.
       */
      invalidates?: readonly string[];
    };
  }
}

/** The query-key name of the audit log (`api/audit.ts`), refreshed after every change that names resources. */
export const AUDIT_KEY = 'audit';

/** Retries only what may pass on a second try: no 4xx (bad input, no access, expired session). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Refreshes what a mutation's `meta.invalidates` names: the one place lists are refreshed after a change. */
function createMutationCache(client: () => QueryClient) {
  const refresh = (names: readonly string[] | undefined) =>
    names?.length
      ? Promise.all([...new Set([...names, AUDIT_KEY])].map((name) => client().invalidateQueries({ queryKey: [name] })))
      : undefined;
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => refresh(mutation.meta?.invalidates),
    onError: (error, _variables, _context, mutation) =>
      rowChanged(error) ? refresh(mutation.meta?.invalidates) : undefined,
  });
}

/** The console's query client; tests pass their own defaults (no retries). */
export function createQueryClient(defaultOptions?: QueryClientConfig['defaultOptions']) {
  let queryClient: QueryClient | undefined;
  queryClient = new QueryClient({
    mutationCache: createMutationCache(() => queryClient!),
    defaultOptions: defaultOptions ?? {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
