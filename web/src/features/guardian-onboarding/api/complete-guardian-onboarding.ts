import { accountRoutes, type GuardianOnboarding } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

export type OnboardingCompletionResponse = z.output<typeof accountRoutes.completeOnboarding.response>;

/**
 * PUT /api/user/onboarding/complete with the wizard's answers wrapped in `formData` (spec part 1 §7). The server
 * creates the property of step 3 and, when the keys are to be picked up, the key pickup of step 6, then marks the
 * profile onboarded; the live profile closes the wizard by itself.
 */
export function completeGuardianOnboarding(answers: GuardianOnboarding): Promise<OnboardingCompletionResponse> {
  return callApi(accountRoutes.completeOnboarding, { body: { formData: answers } });
}
