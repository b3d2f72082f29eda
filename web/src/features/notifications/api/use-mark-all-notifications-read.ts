import { notificationRoutes, notificationsPageTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Marks every notification of the user read; the live list picks the change up. */
export function useMarkAllNotificationsRead(): ApiMutation<typeof notificationRoutes.markAllNotificationsRead> {
  return useApiMutation(notificationRoutes.markAllNotificationsRead, {
    success: notificationsPageTexts.allMarked,
    failure: { text: notificationsPageTexts.markAllFailed },
  });
}
