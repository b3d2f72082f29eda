import { adminTexts, adminRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Enables or disables a user's account. The toast is the server's message; a failure shows its refusal, else the catalogue's text. */
export function useSetUserDisabled(onSuccess: () => void): ApiMutation<typeof adminRoutes.adminSetUserDisabled> {
  return useApiMutation(adminRoutes.adminSetUserDisabled, {
    success: (answer) => answer.message,
    failure: { text: adminTexts.users.actionFailed, server: true },
    onSuccess,
  });
}
