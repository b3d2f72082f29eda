import { DOCUMENT_LIST_PAGE_SIZE, documentRoutes } from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';
import { useFailureReport } from '../../../lib/api-failure';
import { useApiPages } from '../../../lib/use-api-pages';
import { nextDocumentPageAfter } from './use-document-lists';

const route = documentRoutes.agentDocuments;

/**
 * GET the documents of the cases linked to properties shared with the agent, DOCUMENT_LIST_PAGE_SIZE newest per page
 * (`showMore` reads the next); the first page is read again whenever `refreshKey` changes.
 */
export function useAgentDocuments(refreshKey: string) {
  const onFailure = useFailureReport(route, null);
  return useApiPages({
    key: route.path,
    load: (after, signal) =>
      callApi(route, {
        query: { limit: String(DOCUMENT_LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) },
        signal,
      }),
    nextAfter: nextDocumentPageAfter,
    refreshKey,
    onFailure,
  });
}
