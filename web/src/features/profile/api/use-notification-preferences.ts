import { notificationRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the e-mail setting of each notification category (the defaults until the user changes one). */
export function useNotificationPreferences() {
  return useApiQuery(notificationRoutes.notificationPreferences);
}
