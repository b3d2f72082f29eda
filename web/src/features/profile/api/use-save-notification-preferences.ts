import { notificationEmailTexts, notificationRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Route = typeof notificationRoutes.updateNotificationPreferences;
type Callbacks = Pick<MutationFeedback<Route>, 'onSuccess'>;

/** Saves the e-mail setting of every notification category at once. */
export function useSaveNotificationPreferences(callbacks: Callbacks = {}): ApiMutation<Route> {
  return useApiMutation(notificationRoutes.updateNotificationPreferences, {
    success: notificationEmailTexts.settings.saved,
    failure: { text: notificationEmailTexts.settings.failed },
    ...callbacks,
  });
}
