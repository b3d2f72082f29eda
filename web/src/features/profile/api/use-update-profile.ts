import { accountRoutes, profileTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof accountRoutes.updateProfile>, 'onSuccess' | 'onError'>;

/** Saves the profile settings; a failure shows the catalogue's text whatever the server said. */
export function useUpdateProfile(callbacks: Callbacks = {}): ApiMutation<typeof accountRoutes.updateProfile> {
  return useApiMutation(accountRoutes.updateProfile, {
    success: profileTexts.success,
    failure: { text: profileTexts.failed },
    ...callbacks,
  });
}
