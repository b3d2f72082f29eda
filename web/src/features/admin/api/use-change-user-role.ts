import { adminTexts, adminRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Changes a user's role. The toast is the server's message; a failure shows its refusal, else the catalogue's text. */
export function useChangeUserRole(onSuccess: () => void): ApiMutation<typeof adminRoutes.adminChangeUserRole> {
  return useApiMutation(adminRoutes.adminChangeUserRole, {
    success: (answer) => answer.message,
    failure: { text: adminTexts.users.actionFailed, server: true },
    onSuccess,
  });
}
