import { createAccountRequestSchema, verifyInvitationResponseSchema } from '../invitation/invitation';
import { messageResponseSchema, tokenParamsSchema } from './common';
import type { ApiRoute } from './route-contract';

/** Invitations (part 2) */
export const invitationRoutes = {
  verifyInvitation: {
    method: 'GET',
    path: '/api/client/verify-invitation/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: verifyInvitationResponseSchema,
  },
  createClientAccount: {
    method: 'POST',
    path: '/api/client/create-account/:token',
    access: 'public',
    params: tokenParamsSchema,
    body: createAccountRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
  },
} as const satisfies Record<string, ApiRoute>;
