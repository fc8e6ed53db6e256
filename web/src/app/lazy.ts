import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy with a `preload()` that starts the download early (used for the page a visit opens on). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    pending ??= load();
    return pending;
  };
  const component = lazy(once) as LazyPage;
  component.preload = once;
  return component;
}
