import { accountRoutes, type AgentProfile } from '@estatekey/domain';

import { callApi } from '../../lib/api-client';

/**
 * PUT /api/user/onboarding/agent/complete with `{formData}` (spec part 1 §7): completes the agent's onboarding, and
 * saves changed answers later from Profile Settings.
 */
export function saveAgentProfile(formData: AgentProfile) {
  return callApi(accountRoutes.completeAgentOnboarding, { body: { formData } });
}
