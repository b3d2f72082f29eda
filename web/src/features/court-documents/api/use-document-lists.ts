import {
  ATTORNEY_AREA,
  DOCUMENT_LIST_PAGE_SIZE,
  documentRoutes,
  type DocumentsListResponse,
  type Role,
} from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';
import { useFailureReport } from '../../../lib/api-failure';
import { useApiPages } from '../../../lib/use-api-pages';

const attorneyArea: readonly Role[] = ATTORNEY_AREA;

/** Whether the role sees the attorney side of the documents page (every case it runs, the repair, the upload). */
export function isAttorneySide(role: Role): boolean {
  return attorneyArea.includes(role);
}

/** The next page starts after the last document of a full page; a shorter page was the last. */
export function nextDocumentPageAfter(page: DocumentsListResponse): string | null {
  return page.allDocuments.length < DOCUMENT_LIST_PAGE_SIZE ? null : (page.allDocuments.at(-1)?._id ?? null);
}

/**
 * GET the documents grouped by case and as one list, with each case's progress: the attorney side's route or the
 * client's, DOCUMENT_LIST_PAGE_SIZE newest documents per page (`showMore` reads the next). The first page is read
 * again whenever `refreshKey` changes.
 */
export function useDocumentLists(role: Role, refreshKey: string) {
  const attorneySide = isAttorneySide(role);
  const route = attorneySide ? documentRoutes.attorneyDocuments : documentRoutes.clientDocuments;
  const onFailure = useFailureReport(route, null);
  return useApiPages({
    key: route.path,
    load: (after, signal) => {
      const query = {
        includeProgress: 'true',
        limit: String(DOCUMENT_LIST_PAGE_SIZE),
        ...(after === undefined ? {} : { after }),
      } as const;
      return attorneySide
        ? callApi(documentRoutes.attorneyDocuments, { query, signal })
        : callApi(documentRoutes.clientDocuments, { query, signal });
    },
    nextAfter: nextDocumentPageAfter,
    refreshKey,
    onFailure,
  });
}
