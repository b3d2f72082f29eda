import { apiPath, apiRoutes, type MessageResponse } from '@estatekey/domain';

import { apiClient, type ApiPath } from '../../../lib/api-client';

function isApiPath(path: string): path is ApiPath {
  return path.startsWith('/api/');
}

/** GET /api/user/{id}/verify/{token}: spends the single-use token from the verification e-mail. */
export function verifyEmail(userId: string, token: string): Promise<MessageResponse> {
  const path = apiPath(apiRoutes.verifyEmail, { id: userId, token });
  if (!isApiPath(path)) throw new Error(`Not an API path: ${path}`);
  return apiClient.get(path, apiRoutes.verifyEmail.response);
}
