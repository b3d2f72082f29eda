import { calendarFeedRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET whether the user has an active calendar feed link (the link itself is shown only once). */
export function useCalendarFeedStatus() {
  return useApiQuery(calendarFeedRoutes.calendarFeedStatus, {
    onError: (error) => console.error('Loading the calendar feed status failed', error),
  });
}
