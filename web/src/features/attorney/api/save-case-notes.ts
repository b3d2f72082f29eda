import { attorneyRoutes, attorneyTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** PUT the attorney's private notes on a case. */
export function useSaveCaseNotes(
  callbacks: MutationCallbacks<typeof attorneyRoutes.saveCaseNotes> = {},
): ApiMutation<typeof attorneyRoutes.saveCaseNotes> {
  return useApiMutation(attorneyRoutes.saveCaseNotes, {
    success: attorneyTexts.caseDetail.notesSaved,
    failure: { text: attorneyTexts.caseDetail.notesFailed },
    ...callbacks,
  });
}
