import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/areas';
import type { PageRoute, RouteTitle } from './routes';

/** The route entry of the page being shown; pages read their title from it. */
export const RouteMetaContext = createContext<PageRoute | null>(null);
export const useRouteMeta = () => useContext(RouteMetaContext);

/** Sets the browser tab title with the console's suffix, e.g. 'Users - Store Back Office'. */
export function useDocumentTitle(title: RouteTitle | undefined) {
  const { t, i18n } = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the texts
  useEffect(() => {
    const suffix = t('common:appName');
    document.title = title ? `${t(`menu:${title}`)} - ${suffix}` : suffix;
  }, [title, t, i18n.language]);
}
