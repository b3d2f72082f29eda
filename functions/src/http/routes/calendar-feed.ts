import { Readable } from 'node:stream';
import { agentTexts, calendarFeedRoutes } from '@estatekey/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { calendarFeedIcs, hasCalendarFeed, resetCalendarFeed } from '../../services/appointments/calendar-feed';
import { mountArea, type ApiRouter } from '../mount-route';

/** Private calendar feeds: subscribe-able ICS by secret token, and the signed-in user's link. */
export function serveCalendarFeedArea(api: ApiRouter, { auth, db }: { auth: Pick<Auth, 'getUser'>; db: Firestore }) {
  mountArea(api, calendarFeedRoutes, {
    calendarFeed: async ({ params }, reply) => {
      const ics = await calendarFeedIcs({ db, auth }, params.feedToken);
      await reply.stream(
        {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(ics, 'utf8')),
          // The token is a credential: no shared cache keeps the feed.
          'Cache-Control': 'private, no-store',
        },
        Readable.from([ics]),
      );
    },

    calendarFeedStatus: async ({ caller }) => ({
      active: await hasCalendarFeed(db, caller.uid),
    }),

    resetCalendarFeed: async ({ caller }) => ({
      feedToken: await resetCalendarFeed(db, caller.uid),
      message: agentTexts.calendarFeed.shownOnce,
    }),
  });
}
