import { documentRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the properties associated with a case. */
export function useCaseProperties(caseId: string) {
  return useApiQuery(documentRoutes.caseProperties, {
    params: { caseId },
  });
}
