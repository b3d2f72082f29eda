import { documentRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the properties the case's client owns, not linked yet, that the caller may link to the case. */
export function useCaseClientProperties(caseId: string) {
  return useApiQuery(documentRoutes.caseClientProperties, { params: { caseId } });
}
