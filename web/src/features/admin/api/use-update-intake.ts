import { adminTexts, adminRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Changes an intake request's status and note; the toast is the server's message. */
export function useUpdateIntake(onSuccess: () => void): ApiMutation<typeof adminRoutes.adminUpdateIntake> {
  return useApiMutation(adminRoutes.adminUpdateIntake, {
    success: (answer) => answer.message,
    failure: { text: adminTexts.intake.actionFailed, server: true },
    onSuccess,
  });
}
