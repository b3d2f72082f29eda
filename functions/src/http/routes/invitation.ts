import { apiTexts, invitationRoutes, invitationTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { AccountAuth } from '../../services/accounts/accounts';
import { acceptInvitationAsUser, redeemInvitation, verifyInvitation } from '../../services/accounts/invitations';
import { mountArea, type ApiRouter } from '../mount-route';

/**
 * The client-signup page's calls: check the invitation, then create the invited account, or accept it signed in with
 * the existing account of that address.
 */
export function serveInvitationArea(api: ApiRouter, { auth, db }: { auth: AccountAuth; db: Firestore }) {
  mountArea(api, invitationRoutes, {
    verifyInvitation: async ({ params }) => await verifyInvitation(db, params.token),

    createClientAccount: async ({ params, body }) => {
      await redeemInvitation({ auth, db }, params.token, body);
      return { message: apiTexts.accountCreated };
    },

    acceptInvitation: async ({ caller, params }) => {
      await acceptInvitationAsUser(db, caller, params.token);
      return { message: invitationTexts.accepted };
    },
  });
}
