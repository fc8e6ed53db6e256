import type { TCurrentUser } from '@skin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * What a page may ask for before its first render, given the signed-in user and its link's search parameters: the
 * first visit's `main.tsx` calls it once the page's code and the user are in, and waits a little for the answer
 * it returns (`FIRST_LIST_WAIT_MS` there), so the page renders once, with its rows, instead of twice. Asking for
 * what the page itself will ask for, with the same functions (`prefetchPagedList`, api/resource.ts), or for the
 * code of the lazily loaded part it opens on (`lazyPart`'s `preload()`), or nothing (`undefined`).
 */
export type PagePrefetch = (context: {
  client: QueryClient;
  user: TCurrentUser;
  search: URLSearchParams;
}) => Promise<unknown> | undefined;

export type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** React.lazy with a `preload()` that starts the download early (used for the page a visit opens on). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * Once its module has arrived, the component renders at once. React.lazy reads a module through `then`; a Promise
 * calls back a microtask later, so even a module preloaded before the first render suspended it, showing the
 * fallback, and React then holds back the page behind a fallback for 300 ms (its Suspense throttle). A module that
 * is already here is handed over by a `then` that calls back straight away.
 */
function lazyPreloaded<P, M extends { default: ComponentType<P> }>(load: () => Promise<M>) {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const once = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Asked for again next time (a preload that failed offline does not break the dialog for good).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    if (!loaded) return once();
    const module = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point (see above).
    return { then: (resolve: (m: M) => void) => resolve(module) } as Promise<M>;
  });
  return Object.assign(component, { preload: once });
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return lazyPreloaded<object, PageModule>(load) as LazyPage;
}

/** A part of a screen loaded when first wanted, with `preload()` to start the download earlier. */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A part of a screen that its first render does not show (a dialog, a tab other than the first), in a chunk of its
 * own: `lazyPage`'s loading for one named export (`name`) of a module. Its screen preloads it once drawn
 * (`usePreloadWhenIdle`), so opening it later does not wait for the network.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props (its own type is kept by ComponentProps).
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPart<ComponentProps<M[K]>> {
  type P = ComponentProps<M[K]>;
  return lazyPreloaded<P, { default: ComponentType<P> }>(() =>
    load().then((m) => ({ default: m[name] as ComponentType<P> })),
  );
}
