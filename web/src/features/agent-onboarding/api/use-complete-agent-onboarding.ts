import { accountRoutes, onboardingTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/user/onboarding/agent/complete with `{formData}` (spec part 1 §7): completes the agent's onboarding. */
export function useCompleteAgentOnboarding(): ApiMutation<typeof accountRoutes.completeAgentOnboarding> {
  return useApiMutation(accountRoutes.completeAgentOnboarding, {
    success: onboardingTexts.agent.success,
    failure: { text: onboardingTexts.agent.failed },
  });
}
