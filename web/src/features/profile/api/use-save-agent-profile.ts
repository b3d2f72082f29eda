import { accountRoutes, onboardingTexts, profileTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * PUT /api/user/onboarding/agent/complete with `{formData}` (spec part 1 §7): saves the agent's changed answers from
 * Profile Settings; a failure shows the catalogue's text.
 */
export function useSaveAgentProfile(): ApiMutation<typeof accountRoutes.completeAgentOnboarding> {
  return useApiMutation(accountRoutes.completeAgentOnboarding, {
    success: profileTexts.success,
    failure: { text: onboardingTexts.agent.failed },
  });
}
