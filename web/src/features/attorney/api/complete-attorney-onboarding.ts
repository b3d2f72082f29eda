import { accountRoutes, attorneyWorkspaceMessages } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** PUT the attorney's first profile, which completes their onboarding. */
export function useCompleteAttorneyOnboarding(
  callbacks: MutationCallbacks<typeof accountRoutes.completeAttorneyOnboarding> = {},
): ApiMutation<typeof accountRoutes.completeAttorneyOnboarding> {
  return useApiMutation(accountRoutes.completeAttorneyOnboarding, {
    success: attorneyWorkspaceMessages.onboarding.success,
    failure: { text: attorneyWorkspaceMessages.onboarding.formFailed },
    ...callbacks,
  });
}
