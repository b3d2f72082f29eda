import { adminTexts, adminRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Moves a property's review on (approve, reject with a reason, ...); the toast is the server's message. */
export function useReviewProperty(onSuccess: () => void): ApiMutation<typeof adminRoutes.adminReviewProperty> {
  return useApiMutation(adminRoutes.adminReviewProperty, {
    success: (answer) => answer.message,
    failure: { text: adminTexts.properties.actionFailed, server: true },
    onSuccess,
  });
}
