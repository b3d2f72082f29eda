import { CHOICE_LIST_PAGE_SIZE, documentRoutes } from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';
import { useFailureReport } from '../../../lib/api-failure';
import { useApiListPages } from '../../../lib/use-api-pages';

const route = documentRoutes.myCases;

/** GET the client's cases, to choose the one a document belongs to: CHOICE_LIST_PAGE_SIZE newest per page. */
export function useMyCases() {
  const onFailure = useFailureReport(route, null);
  return useApiListPages({
    key: route.path,
    pageSize: CHOICE_LIST_PAGE_SIZE,
    load: (page, signal) => callApi(route, { query: page, signal }),
    onFailure,
  });
}
