import { apiRoutes, type ProfileUpdate, type UserResponse } from '@estatekey/domain';

import { apiClient } from '../../../lib/api-client';

/** PUT /api/user/profile/update; answers the stored profile. An absent SMTP password keeps the stored one. */
export async function updateUserProfile(update: ProfileUpdate): Promise<UserResponse> {
  const { user } = await apiClient.put(apiRoutes.updateProfile.path, apiRoutes.updateProfile.response, {
    body: update,
  });
  return user;
}
