import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../api/account';
import { ApiError } from '../api/client';
import { hasToken } from '../auth/token';
import { PageLoading } from '../components/PageLoading';
import { homePath, safeRedirect } from './route-utils';

// Only needed when the current user cannot be loaded: kept out of the first download.
const LoadFailed = lazy(() => import('../components/LoadFailed'));

/**
 * Pages behind sign-in: without the token cookie the browser goes to /login?redirect=<this page>.
 * With it, the current user (access codes, store) is loaded before the layout renders.
 */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = hasToken();
  const user = useCurrentUser();

  if (!signedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (user.isPending) return <PageLoading fullScreen />;
  if (user.isError) {
    // 401 is handled by the request client (token cleared, sent to sign-in); anything else can be retried.
    const expired = user.error instanceof ApiError && user.error.status === 401;
    if (expired) return <PageLoading fullScreen />;
    return (
      <Suspense fallback={<PageLoading fullScreen />}>
        <LoadFailed message={user.error.message} onRetry={() => void user.refetch()} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** A signed-in visit to /login goes to the redirect target, or home. */
export function GuestOnly({ children }: { children: React.ReactNode }) {
  const [params] = useSearchParams();
  if (hasToken()) return <Navigate to={safeRedirect(params.get('redirect')) ?? '/'} replace />;
  return <>{children}</>;
}

/** `/` and `/index`: the users screen, or the first screen this user may open. */
export function HomeRedirect() {
  const { data } = useCurrentUser();
  return <Navigate to={homePath(data?.access)} replace />;
}
