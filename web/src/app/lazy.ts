import type { TCurrentUser } from '@skin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * What a page may ask for before its first render, given the signed-in user and its link's search parameters: the
 * first visit's `main.tsx` calls it once the page's code and the user are in, and waits a little for the answer
 * it returns (`FIRST_LIST_WAIT_MS` there), so the page renders once, with its rows, instead of twice. Asking for
 * what the page itself will ask for, with the same functions (`prefetchPagedList`, api/resource.ts), or nothing
 * (`undefined`).
 */
export type PagePrefetch = (context: {
  client: QueryClient;
  user: TCurrentUser;
  search: URLSearchParams;
}) => Promise<unknown> | undefined;

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** React.lazy with a `preload()` that starts the download early (used for the page a visit opens on). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * Once its module has arrived, the component renders at once. React.lazy reads a module through `then`; a Promise
 * calls back a microtask later, so even a module preloaded before the first render suspended it, showing the
 * fallback, and React then holds back the page behind a fallback for 300 ms (its Suspense throttle). A module that
 * is already here is handed over by a `then` that calls back straight away.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const once = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  const component = lazy(() => {
    if (!loaded) return once();
    const module = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point (see above).
    return { then: (resolve: (m: PageModule) => void) => resolve(module) } as Promise<PageModule>;
  }) as LazyPage;
  component.preload = once;
  return component;
}
