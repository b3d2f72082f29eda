import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the attorney's case with its documents; a case that is missing or not theirs fails with 404 or 403. */
export function useAttorneyCase(caseId: string, options: { onError?: (error: unknown) => void } = {}) {
  return useApiQuery(attorneyRoutes.attorneyCase, { params: { id: caseId }, ...options });
}
