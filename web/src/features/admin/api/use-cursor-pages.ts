import { useState } from 'react';

/** DataGrid's pagination model: page index and size. */
export interface PageModel {
  readonly page: number;
  readonly pageSize: number;
}

export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;

interface CursorState {
  readonly filterKey: string;
  readonly model: PageModel;
  /** The token that opens each page seen so far ('' for the first). */
  readonly tokens: readonly string[];
}

/**
 * Page-by-page browsing of an admin list whose API pages with opaque cursors: remembers the token that opens each page
 * seen so far, so the grid can go one page forward (with the shown page's `nextPageToken`) and back to any earlier one.
 * Other filters (`filterKey`) or another page size start again at the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<CursorState>({ filterKey, model: { page: 0, pageSize: 25 }, tokens: [''] });
  const current: CursorState =
    state.filterKey === filterKey ? state : { filterKey, model: { ...state.model, page: 0 }, tokens: [''] };
  const pageToken = current.tokens[current.model.page] ?? '';
  return {
    model: current.model,
    /** The query's `limit` and `pageToken` for the page shown. */
    pageQuery: { limit: String(current.model.pageSize), ...(pageToken === '' ? {} : { pageToken }) },
    /** The grid asks for another page; `nextPageToken` is the shown page's, which opens the page after it. */
    changePage(model: PageModel, nextPageToken: string | null) {
      if (model.pageSize !== current.model.pageSize) {
        setState({ filterKey, model: { ...model, page: 0 }, tokens: [''] });
        return;
      }
      const forward = model.page === current.model.page + 1 && nextPageToken !== null;
      const tokens = forward ? [...current.tokens.slice(0, model.page), nextPageToken] : current.tokens;
      if (model.page >= tokens.length) return;
      setState({ filterKey, model, tokens });
    },
  };
}
