import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api';
import { ErrorPage } from './ErrorPage';

/** Any route error: not-found for missing items, the generic page otherwise; a stale chunk reloads. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
  useEffect(() => {
    if (chunkFailed) {
      const t = setTimeout(() => window.location.reload(), 300);
      return () => clearTimeout(t);
    }
  }, [chunkFailed]);
  if ((isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && (error.status === 404 || error.code === 'not_found'))) {
    return <ErrorPage kind="not-found" />;
  }
  return <ErrorPage kind="error" />;
}
