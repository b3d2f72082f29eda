import { documentRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the documents of one case; loaded again when `refreshKey` changes. */
export function useCaseDocuments(caseId: string, refreshKey: string) {
  return useApiQuery(documentRoutes.caseDocuments, {
    params: { caseId },
    refreshKey,
  });
}
