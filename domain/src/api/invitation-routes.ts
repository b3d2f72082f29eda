import { createAccountRequestSchema, verifyInvitationResponseSchema } from '../invitation/invitation';
import { messageResponseSchema, tokenParamsSchema } from './common';
import { invitationTexts } from '../messages/invitation-texts';
import { CLIENT_ROLES } from '../roles/roles';
import type { ApiRoute } from './route-contract';

/** Invitations */
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
  /**
   * An invitation to an address that already has an account: accepted signed in with that account, its e-mail
   * verified and the same as the invitation's (the intake never adds an existing account to a case by itself).
   */
  acceptInvitation: {
    method: 'POST',
    path: '/api/client/accept-invitation/:token',
    access: CLIENT_ROLES,
    forbiddenMessage: invitationTexts.acceptNeedsClientAccount,
    params: tokenParamsSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
