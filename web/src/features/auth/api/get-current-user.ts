import { apiRoutes, type UserResponse } from '@estatekey/domain';

import { apiClient } from '../../../lib/api-client';

/** GET /api/users/me: the signed-in user's profile with role, onboardingCompleted and attorneyProfile. */
export function getCurrentUser(options?: { signal?: AbortSignal }): Promise<UserResponse> {
  return apiClient.get(apiRoutes.me.path, apiRoutes.me.response, options);
}
