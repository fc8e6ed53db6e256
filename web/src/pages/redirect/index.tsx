import { Navigate, useLocation, useParams } from 'react-router';

/**
 * Helper routes (hidden): /redirect/<path> goes to /<path> (keeping the query), which re-mounts a page when
 * it links to itself; /refresh goes back to where `state.from` says, else home.
 */
export default function RedirectPage() {
  const location = useLocation();
  const params = useParams();
  if (location.pathname === '/refresh') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/') ? from : '/index'} replace />;
  }
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}
