import { attorneyRoutes, attorneyTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** PUT the attorney's professional profile and phone; answers the stored profile. */
export function useUpdateAttorneyProfile(
  callbacks: MutationCallbacks<typeof attorneyRoutes.updateAttorneyProfile> = {},
): ApiMutation<typeof attorneyRoutes.updateAttorneyProfile> {
  return useApiMutation(attorneyRoutes.updateAttorneyProfile, {
    success: attorneyTexts.profile.updated,
    failure: { text: attorneyTexts.profile.updateFailed },
    ...callbacks,
  });
}
