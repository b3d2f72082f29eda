import { invitationRoutes, invitationTexts } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the invitation of a sign-up link: who is invited, by whom, and whether the address already has an account. */
export function useVerifyInvitation(token: string) {
  return useApiQuery(invitationRoutes.verifyInvitation, {
    params: { token },
    failure: { text: invitationTexts.invalidToast, server: true },
  });
}
