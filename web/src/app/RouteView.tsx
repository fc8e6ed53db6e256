import { Suspense } from 'react';
import { useAccess } from '../auth/access';
import { PageLoading } from '../components/PageLoading';
import { RouteMetaContext, useDocumentTitle } from './route-meta';
import { FORBIDDEN, type PageRoute } from './routes';

/** Renders a route's lazy page: title, access check (403 when lacking), loading state. */
export function RouteView({ route }: { route: PageRoute }) {
  const { can } = useAccess();
  useDocumentTitle(route.access && !can(route.access) ? 'forbidden' : route.title);
  const Page = route.page;
  return (
    <RouteMetaContext.Provider value={route}>
      <Suspense fallback={<PageLoading />}>{route.access && !can(route.access) ? <FORBIDDEN /> : <Page />}</Suspense>
    </RouteMetaContext.Provider>
  );
}
