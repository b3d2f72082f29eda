import { attorneyRoutes, attorneyTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** PUT a case's status; answers the status stored. */
export function useUpdateCaseStatus(
  callbacks: MutationCallbacks<typeof attorneyRoutes.updateCaseStatus> = {},
): ApiMutation<typeof attorneyRoutes.updateCaseStatus> {
  return useApiMutation(attorneyRoutes.updateCaseStatus, {
    success: attorneyTexts.caseDetail.statusUpdated,
    failure: { text: attorneyTexts.caseDetail.statusFailed },
    ...callbacks,
  });
}
