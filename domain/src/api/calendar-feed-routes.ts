import {
  calendarFeedLinkResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusResponseSchema,
} from '../calendar/calendar-feed';
import type { ApiRoute } from './route-contract';

/** Private calendar feeds: the ICS is public but opened only by its secret token. */
export const calendarFeedRoutes = {
  calendarFeed: {
    method: 'GET',
    path: '/api/calendar/:feedToken.ics',
    access: 'public',
    params: calendarFeedParamsSchema,
    rateLimit: ['public'],
    binary: true,
  },
  calendarFeedStatus: {
    method: 'GET',
    path: '/api/calendar/feed',
    access: 'authenticated',
    response: calendarFeedStatusResponseSchema,
  },
  /** Creates the caller's feed link, or resets it: the old token stops working. */
  resetCalendarFeed: {
    method: 'POST',
    path: '/api/calendar/feed',
    access: 'authenticated',
    response: calendarFeedLinkResponseSchema,
    successStatus: 201,
  },
} as const satisfies Record<string, ApiRoute>;
