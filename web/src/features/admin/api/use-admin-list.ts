import type { z } from 'zod';

import { serverMessageOr, type ApiResult, type CallableRoute } from '../../../lib/api-client';
import { useApiQuery, type ApiQuery } from '../../../lib/use-api-query';
import { useCursorPages } from './use-cursor-pages';

/** The GET route of an admin list: paged with `limit` and `pageToken`, answering the next page's token. */
type AdminListRoute = CallableRoute & {
  readonly method: 'GET';
  readonly query: z.ZodType<unknown, { limit?: string; pageToken?: string }>;
  readonly response: z.ZodType<{ readonly nextPageToken: string | null }>;
};

type RouteFilters<Route extends AdminListRoute> = Omit<z.input<Route['query']>, 'limit' | 'pageToken'>;

/** A list's filters as its controls hold them: '' stands for "all" and is not sent. */
export type AdminListFilters<Route extends AdminListRoute> = {
  readonly [Name in keyof RouteFilters<Route>]?: RouteFilters<Route>[Name] | '';
};

/**
 * One admin list's data: the server page for the current filters and cursor page (another filter starts again at the
 * first page), the load error in the page's words or the server's, and the paging props of its `AdminList`.
 */
export function useAdminList<Route extends AdminListRoute>(
  route: Route,
  filters: AdminListFilters<Route>,
  loadFailed: string,
) {
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined));
  const pages = useCursorPages(JSON.stringify(active));
  const query = useApiQuery<AdminListRoute>(route, { query: { ...pages.pageQuery, ...active } });
  // `route` is this very route, so the answer is its response; the base type above only knows the token.
  const request = query.request as ApiQuery<ApiResult<Route>>;
  const page = request.status === 'success' ? request.data : null;
  return {
    page,
    reload: query.reload,
    error: request.status === 'error' ? serverMessageOr(request.error, loadFailed) : null,
    grid: {
      loading: request.status === 'loading',
      nextPageToken: page?.nextPageToken ?? null,
      model: pages.model,
      onPageChange: pages.changePage,
    },
  };
}
