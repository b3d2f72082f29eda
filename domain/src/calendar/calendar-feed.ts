import { z } from 'zod';
import { agentTexts } from '../messages/agent-texts';
import { boundedString, idSchema, timestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { addDaysIso } from '../common/dates';
import { saleCalendarDates, type SaleCalendarSource } from '../sale/sale-calendar';

/** `calendarFeeds/{tokenHash}` (DESIGN §4): whose private feed a token opens; the raw token is never stored. */
export const calendarFeedSchema = z.object({
  id: idSchema,
  userId: idSchema,
  createdAt: timestampSchema,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed token as it travels in the link: 256 random bits, base64url. */
export const calendarFeedParamsSchema = z.object({
  feedToken: boundedString(TEXT_LIMITS.token).regex(/^[A-Za-z0-9_-]{20,200}$/),
});

/** POST /api/calendar/feed: the new link's token, shown once. */
export const calendarFeedLinkResponseSchema = z.object({
  feedToken: boundedString(TEXT_LIMITS.token),
  message: boundedString(TEXT_LIMITS.message),
});
/** GET /api/calendar/feed: whether the caller has a feed link (the token itself is never shown again). */
export const calendarFeedStatusResponseSchema = z.object({ active: z.boolean() });

/** The path calendar programs subscribe to. */
export function calendarFeedPath(feedToken: string): string {
  return `/api/calendar/${encodeURIComponent(feedToken)}.ics`;
}

/** Events reach this far back, so a showing of this morning stays in the calendar today. */
export const CALENDAR_FEED_PAST_DAYS = 1;

/** The first day (ISO date) a feed built on `today` holds events of. */
export function calendarFeedFirstDay(today: string): string {
  return addDaysIso(today, -CALENDAR_FEED_PAST_DAYS);
}

/** One event of a feed: a timed event at local wall-clock times (floating), or an all-day event. */
export type CalendarFeedEvent =
  | {
      readonly uid: string;
      readonly summary: string;
      readonly description: string;
      readonly kind: 'timed';
      readonly date: string;
      readonly startTime: string;
      readonly endTime: string;
    }
  | {
      readonly uid: string;
      readonly summary: string;
      readonly description: string;
      readonly kind: 'allDay';
      readonly date: string;
    };

/** What a user's feed is made of: the documents the queries found for their uid. */
export interface CalendarFeedSources {
  /** Showings the user booked (agents). */
  readonly bookedShowings: readonly {
    id: string;
    date: string;
    startTime: string;
    endTime: string;
    propertyAddress: string;
    clientName: string;
  }[];
  /** Showings on the user's own properties (owners). */
  readonly ownerShowings: readonly {
    id: string;
    date: string;
    startTime: string;
    endTime: string;
    propertyAddress: string;
  }[];
  /** The user's key pickups. */
  readonly keyPickups: readonly {
    id: string;
    date: string;
    time: string;
    duration: number;
    status: string;
    propertyAddress: string;
  }[];
  /** Cases the user runs (attorneys) or is the client of. */
  readonly cases: readonly { id: string; caseName: string; title: string; dueDate: string | null; status: string }[];
  /**
   * The court-supervised sales the user is a party of (owner, member, or attorney or client of a linked case): their
   * confirmation hearing and the end of a running notice period.
   */
  readonly sales: readonly SaleCalendarSource[];
}

const texts = agentTexts.calendarFeed;
const UID_DOMAIN = 'estatekey';

function endOf(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = Math.min(hours * 60 + mins + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function saleEvents({ propertyId, propertyAddress, sale }: SaleCalendarSource, today: string): CalendarFeedEvent[] {
  return saleCalendarDates(sale, today).map((saleDate) =>
    saleDate.kind === 'hearing'
      ? {
          uid: `sale-hearing-${propertyId}@${UID_DOMAIN}`,
          summary: texts.saleHearingSummary(propertyAddress),
          description: saleDate.department ? texts.saleHearingDepartment(saleDate.department) : '',
          kind: 'allDay' as const,
          date: saleDate.date,
        }
      : {
          uid: `sale-notice-ends-${propertyId}@${UID_DOMAIN}`,
          summary: texts.saleNoticeEndsSummary(propertyAddress),
          description: '',
          kind: 'allDay' as const,
          date: saleDate.date,
        },
  );
}

/**
 * The events of a user's feed: upcoming showings they booked, showings of their properties, their live key
 * pickups, the due dates of their open cases and the hearing and notice-period end of the sales they are a party of.
 * Event uids are stable (kind and document id; the property's for a sale date), so a moved showing or hearing replaces
 * its event in the subscriber's calendar. Notes, client contact details and documents are never included.
 */
export function calendarFeedEvents(sources: CalendarFeedSources, today: string): CalendarFeedEvent[] {
  const from = calendarFeedFirstDay(today);
  const events: CalendarFeedEvent[] = [
    ...sources.bookedShowings.map((showing) => ({
      uid: `showing-${showing.id}@${UID_DOMAIN}`,
      summary: texts.showingSummary(showing.propertyAddress),
      description: agentTexts.ownerShowings.client(showing.clientName),
      kind: 'timed' as const,
      date: showing.date,
      startTime: showing.startTime,
      endTime: showing.endTime,
    })),
    ...sources.ownerShowings.map((showing) => ({
      uid: `owner-showing-${showing.id}@${UID_DOMAIN}`,
      summary: texts.ownerShowingSummary(showing.propertyAddress),
      description: '',
      kind: 'timed' as const,
      date: showing.date,
      startTime: showing.startTime,
      endTime: showing.endTime,
    })),
    ...sources.keyPickups
      .filter((pickup) => pickup.status === 'scheduled' || pickup.status === 'confirmed')
      .map((pickup) => ({
        uid: `key-pickup-${pickup.id}@${UID_DOMAIN}`,
        summary: texts.keyPickupSummary(pickup.propertyAddress),
        description: '',
        kind: 'timed' as const,
        date: pickup.date,
        startTime: pickup.time,
        endTime: endOf(pickup.time, pickup.duration),
      })),
    ...sources.cases.flatMap((legalCase) =>
      legalCase.dueDate && legalCase.status !== 'Closed'
        ? [
            {
              uid: `case-due-${legalCase.id}@${UID_DOMAIN}`,
              summary: texts.caseDueSummary(legalCase.caseName || legalCase.title),
              description: '',
              kind: 'allDay' as const,
              date: legalCase.dueDate,
            },
          ]
        : [],
    ),
    ...sources.sales.flatMap((sale) => saleEvents(sale, today)),
  ];
  return events
    .filter((event) => event.date >= from)
    .sort((a, b) =>
      `${a.date}${a.kind === 'timed' ? a.startTime : ''}`.localeCompare(
        `${b.date}${b.kind === 'timed' ? b.startTime : ''}`,
      ),
    );
}
