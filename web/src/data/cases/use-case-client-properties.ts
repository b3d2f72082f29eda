import { CHOICE_LIST_PAGE_SIZE, documentRoutes } from '@estatekey/domain';

import { callApi } from '../../lib/api-client';
import { useFailureReport } from '../../lib/api-failure';
import { useApiListPages } from '../../lib/use-api-pages';

const route = documentRoutes.caseClientProperties;

/**
 * GET the properties the case's client owns, not linked yet, that the caller may link to the case (the attorney's
 * linking control on the case page and on /documents): CHOICE_LIST_PAGE_SIZE newest per page.
 */
export function useCaseClientProperties(caseId: string) {
  const onFailure = useFailureReport(route, null);
  return useApiListPages({
    key: JSON.stringify([route.path, caseId]),
    pageSize: CHOICE_LIST_PAGE_SIZE,
    load: (page, signal) => callApi(route, { params: { caseId }, query: page, signal }),
    onFailure,
  });
}
