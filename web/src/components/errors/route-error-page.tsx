import { useEffect } from 'react';
import { useRouteError } from 'react-router';

import { AppErrorFallback } from './app-error-fallback';

/** errorElement of the route tree: a page that fails to render or a chunk that fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <AppErrorFallback />;
}
