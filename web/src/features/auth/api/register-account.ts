import { apiRoutes, type RegisterRequest } from '@estatekey/domain';
import type { z } from 'zod';

import { apiClient } from '../../../lib/api-client';

export type RegisterResponse = z.output<typeof apiRoutes.register.response>;

/** POST /api/user/register: creates the account and sends the verification e-mail. */
export function registerAccount(request: RegisterRequest): Promise<RegisterResponse> {
  return apiClient.post(apiRoutes.register.path, apiRoutes.register.response, { body: request });
}
