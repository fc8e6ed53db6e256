import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../app/route-meta';
import { ErrorResult } from '../../components/ErrorResult';

/** Server error page; also the router's error boundary (a page that failed to load or crashed). */
export default function ServerErrorPage() {
  const error = useRouteError();
  useDocumentTitle('serverError');
  useEffect(() => {
    if (error) console.warn('page failed:', error);
  }, [error]);
  return (
    <div style={{ paddingTop: error ? 48 : 0 }}>
      <ErrorResult status="500" title="serverError" retry />
    </div>
  );
}
