import { attorneyRoutes } from '@estatekey/domain';

import { ApiError } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/**
 * GET the attorney's case with its documents, again whenever `refreshKey` changes; a case that is missing or not
 * theirs fails with 404 or 403.
 */
export function useAttorneyCase(caseId: string, refreshKey = '') {
  return useApiQuery(attorneyRoutes.attorneyCase, { params: { id: caseId }, refreshKey });
}

/** Whether a failed load means the case is missing or not the attorney's (both shown as 'Case Not Found'). */
export function isCaseNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}
