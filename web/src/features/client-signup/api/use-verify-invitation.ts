import { invitationRoutes, invitationTexts } from '@estatekey/domain';

import { serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET the invitation of a sign-up link: who is invited, by whom, and whether the address already has an account. */
export function useVerifyInvitation(token: string) {
  const notify = useNotify();
  return useApiQuery(invitationRoutes.verifyInvitation, {
    params: { token },
    onError: (error) => {
      console.error('Verifying the invitation failed', error);
      notify.error(serverMessageOr(error, invitationTexts.invalidToast));
    },
  });
}
