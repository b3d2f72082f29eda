import { calendarFeedRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET whether the user has an active calendar feed link (the link itself is shown only once). */
export function useCalendarFeedStatus() {
  return useApiQuery(calendarFeedRoutes.calendarFeedStatus);
}
