import { accountRoutes, type UserResponse } from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';

/** GET /api/users/me: the signed-in user's details, read right after login. */
export async function fetchCurrentUser(): Promise<UserResponse> {
  return await callApi(accountRoutes.me);
}
