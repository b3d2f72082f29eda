import {
  ATTORNEY_AREA,
  DOCUMENT_LIST_PAGE_SIZE,
  documentRoutes,
  type DocumentsListResponse,
  mergeDocumentPages,
  type Role,
} from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';
import { useFailureReport } from '../../../lib/api-failure';
import { type MergedApiPages, pageQuery, useApiPages, useMergedPages } from '../../../lib/use-api-pages';

const attorneyArea: readonly Role[] = ATTORNEY_AREA;

/** Whether the role sees the attorney side of the documents page (every case it runs, the repair, the upload). */
export function isAttorneySide(role: Role): boolean {
  return attorneyArea.includes(role);
}

/** Whose documents a list holds: the attorney side's (/documents), a client's (/documents), an agent's (/agent-documents). */
export type DocumentListSource = 'attorney' | 'client' | 'agent';

const routes = {
  attorney: documentRoutes.attorneyDocuments,
  client: documentRoutes.clientDocuments,
  agent: documentRoutes.agentDocuments,
} as const;

/** The next page starts after the last document of a full page; a shorter page was the last. */
function nextDocumentPageAfter(page: DocumentsListResponse): string | null {
  return page.allDocuments.length < DOCUMENT_LIST_PAGE_SIZE ? null : (page.allDocuments.at(-1)?._id ?? null);
}

function readPage(
  source: DocumentListSource,
  page: { limit: string; after?: string },
  signal: AbortSignal,
): Promise<DocumentsListResponse> {
  switch (source) {
    case 'attorney':
      return callApi(routes.attorney, { query: { includeProgress: 'true', ...page }, signal });
    case 'client':
      return callApi(routes.client, { query: { includeProgress: 'true', ...page }, signal });
    case 'agent':
      return callApi(routes.agent, { query: page, signal });
  }
}

/** The pages read so far as one list (mergeDocumentPages): each document once, in its case's group. */
export type DocumentPages = MergedApiPages<DocumentsListResponse>;

/**
 * GET the documents grouped by case and as one list (with each case's progress on /documents),
 * DOCUMENT_LIST_PAGE_SIZE newest documents per page (`showMore` reads the next). The first page is read again
 * whenever `refreshKey` changes.
 */
export function useDocumentPages(source: DocumentListSource, refreshKey: string): DocumentPages {
  const route = routes[source];
  const onFailure = useFailureReport(route, null);
  const pages = useApiPages({
    key: route.path,
    load: (after, signal) => readPage(source, pageQuery(String(DOCUMENT_LIST_PAGE_SIZE), after), signal),
    nextAfter: nextDocumentPageAfter,
    refreshKey,
    onFailure,
  });
  // A newer upload can push a document into the next page: merged, it is shown once.
  return useMergedPages(pages, mergeDocumentPages);
}
