import { accountRoutes, attorneyTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** PUT the attorney's first profile, which completes their onboarding. */
export function useCompleteAttorneyOnboarding(
  callbacks: MutationCallbacks<typeof accountRoutes.completeAttorneyOnboarding> = {},
): ApiMutation<typeof accountRoutes.completeAttorneyOnboarding> {
  return useApiMutation(accountRoutes.completeAttorneyOnboarding, {
    success: attorneyTexts.onboarding.success,
    failure: { text: attorneyTexts.onboarding.formFailed },
    ...callbacks,
  });
}
