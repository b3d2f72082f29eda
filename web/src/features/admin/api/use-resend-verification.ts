import { adminTexts, adminRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Sends the user's e-mail verification mail again. The toast is the server's message; a failure shows its refusal, else the catalogue's text. */
export function useResendVerification(onSuccess: () => void): ApiMutation<typeof adminRoutes.adminResendVerification> {
  return useApiMutation(adminRoutes.adminResendVerification, {
    success: (answer) => answer.message,
    failure: { text: adminTexts.users.actionFailed, server: true },
    onSuccess,
  });
}
