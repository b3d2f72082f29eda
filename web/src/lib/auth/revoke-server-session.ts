import { accountRoutes } from '@estatekey/domain';

import { ApiError, callApi } from '../api-client';

const UNAUTHENTICATED = 401;

/** POST /api/logout revokes the user's refresh tokens, so a copied session dies with this one. */
export async function revokeServerSession(): Promise<void> {
  try {
    await callApi(accountRoutes.logout);
  } catch (error) {
    // The server no longer accepts this token: nothing is left to revoke.
    if (error instanceof ApiError && error.status === UNAUTHENTICATED) return;
    throw error;
  }
}
