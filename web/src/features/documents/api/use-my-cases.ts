import { documentRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the client's cases, to choose the one a document belongs to. */
export function useMyCases() {
  return useApiQuery(documentRoutes.myCases);
}
