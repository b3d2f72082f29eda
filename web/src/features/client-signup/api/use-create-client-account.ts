import { type CreateAccountRequest, invitationRoutes, invitationTexts } from '@estatekey/domain';

import { callApi, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

/**
 * POST the invited client's new account, as a visitor's call (no ID token even when someone is signed in, which
 * `useApiMutation` does not send): 'Account created' and `onCreated`, or the server's message (else the catalogue's).
 */
export function useCreateClientAccount(
  token: string,
  onCreated: () => void,
): (body: CreateAccountRequest) => Promise<void> {
  const notify = useNotify();
  return async (body) => {
    try {
      await callApi(invitationRoutes.createClientAccount, { params: { token }, body, public: true });
      notify.success(invitationTexts.created);
      onCreated();
    } catch (error) {
      console.error('Creating the client account failed', error);
      notify.error(serverMessageOr(error, invitationTexts.createFailed));
    }
  };
}
