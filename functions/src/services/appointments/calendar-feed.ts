import {
  agentTexts,
  calendarFeedEvents,
  calendarFeedFirstDay,
  DomainError,
  serverTodayIsoDate,
  type CalendarFeedEvent,
  type CalendarFeedSources,
  type SaleCalendarSource,
} from '@estatekey/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  appointmentsCollection,
  calendarFeedsCollection,
  casesCollection,
  propertiesCollection,
  showingsCollection,
} from '../../lib/collections';
import { propertyAddressLine } from '../properties/properties';
import { readSaleRecords, saleParties, saleStateInputOf } from '../sale/sale-records';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { stringErrorCode } from '../../lib/error-code';

const texts = agentTexts.calendarFeed;

/** A wall-clock date and time as a Date whose UTC fields carry it: ical-generator writes those for floating times. */
function wallClock(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00.000Z`);
}

function nextDay(date: string): Date {
  const day = wallClock(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * The RFC 5545 calendar of the events, built with ical-generator. Times are floating (the local wall-clock times the
 * users typed, as the app shows them); due dates are all-day events; each event keeps its stable uid.
 */
export function buildCalendarIcs(events: readonly CalendarFeedEvent[], now: Date = new Date()): string {
  const calendar = ical({ name: texts.calendarName, prodId: { company: 'EstateKey', product: 'EstateKey' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const event of events) {
    const common = {
      id: event.uid,
      summary: event.summary,
      stamp: now,
      ...(event.description ? { description: event.description } : {}),
    };
    if (event.kind === 'allDay') {
      calendar.createEvent({ ...common, allDay: true, start: wallClock(event.date), end: nextDay(event.date) });
    } else {
      calendar.createEvent({
        ...common,
        floating: true,
        start: wallClock(event.date, event.startTime),
        end: wallClock(event.date, event.endTime),
      });
    }
  }
  return calendar.toString();
}

/**
 * The court-supervised sales `uid` is a party of (saleParties: the owner, a member, the attorney or client of a linked
 * case), among the properties found as a member, as a linked case's attorney, and through the user's cases. Only a
 * property with a hearing or an authority on file has dates to show.
 */
async function saleSources(
  db: Firestore,
  uid: string,
  caseIds: readonly (readonly string[])[],
  today: string,
): Promise<SaleCalendarSource[]> {
  const [members, attorneys] = await Promise.all([
    propertiesCollection(db).where('memberIds', 'array-contains', uid).get(),
    propertiesCollection(db).where('saleAttorneyIds', 'array-contains', uid).get(),
  ]);
  const propertyIds = new Set([...members.docs, ...attorneys.docs].map((doc) => doc.id));
  for (const ids of caseIds) for (const id of ids) propertyIds.add(id);
  const sales: SaleCalendarSource[] = [];
  for (const propertyId of [...propertyIds].sort()) {
    const records = await readSaleRecords(db, propertyId);
    if (!records || (!records.property.saleHearing && !records.property.saleAuthority)) continue;
    if (!saleParties(records).includes(uid)) continue;
    sales.push({
      propertyId,
      propertyAddress: propertyAddressLine(records.property),
      sale: saleStateInputOf(records, today),
    });
  }
  return sales;
}

/**
 * Everything the user's feed is made of, read by their uid: showings and pickups from the feed's first day on only
 * (a calendar app polls the feed every few hours; the past would be read again each time, for nothing).
 */
async function feedSources(db: Firestore, uid: string, today: string): Promise<CalendarFeedSources> {
  const from = calendarFeedFirstDay(today);
  const [booked, owned, pickups, cases] = await Promise.all([
    // Composite indexes (agentId, date), (ownerId, date) and (userId, date, time).
    showingsCollection(db).where('agentId', '==', uid).where('date', '>=', from).get(),
    showingsCollection(db).where('ownerId', '==', uid).where('date', '>=', from).get(),
    appointmentsCollection(db)
      .where('userId', '==', uid)
      .where('date', '>=', from)
      .orderBy('date')
      .orderBy('time')
      .get(),
    casesCollection(db).where('memberIds', 'array-contains', uid).get(),
  ]);
  const userCases = cases.docs.map((doc) => doc.data());
  return {
    bookedShowings: booked.docs.map((doc) => doc.data()),
    ownerShowings: owned.docs.map((doc) => doc.data()),
    keyPickups: pickups.docs.map((doc) => doc.data()),
    cases: userCases,
    sales: await saleSources(
      db,
      uid,
      userCases.map((legalCase) => legalCase.propertyIds),
      today,
    ),
  };
}

/** Whether the Auth account may still be served: it exists and is not disabled. */
async function accountActive(auth: Pick<Auth, 'getUser'>, uid: string): Promise<boolean> {
  try {
    return !(await auth.getUser(uid)).disabled;
  } catch (error) {
    if (stringErrorCode(error) === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * The calendar feed of the user the token belongs to. An unknown token is not found, and so is the token of a
 * disabled or deleted account: disabling deletes the feeds, and a feed asks no session, so the account is checked here
 * as well. Serves `GET /api/calendar/{feedToken}.ics`.
 */
export async function calendarFeedIcs(
  { db, auth }: { db: Firestore; auth: Pick<Auth, 'getUser'> },
  feedToken: string,
  now: Date = new Date(),
): Promise<string> {
  const feed = (await calendarFeedsCollection(db).doc(hashSecretToken(feedToken)).get()).data();
  if (!feed || !(await accountActive(auth, feed.userId))) throw DomainError.notFound(texts.feedNotFound);
  const today = serverTodayIsoDate(now);
  const sources = await feedSources(db, feed.userId, today);
  return buildCalendarIcs(calendarFeedEvents(sources, today), now);
}

/** Whether the caller has a feed link. Serves `GET /api/calendar/feed`. */
export async function hasCalendarFeed(db: Firestore, uid: string): Promise<boolean> {
  return !(await calendarFeedsCollection(db).where('userId', '==', uid).limit(1).get()).empty;
}

/**
 * A new random token for the caller, stored only as its hash; every older token of the caller
 * is revoked in the same transaction. The raw token is returned once and never again.
 * Serves `POST /api/calendar/feed`.
 */
export async function resetCalendarFeed(db: Firestore, uid: string): Promise<string> {
  const feedToken = newSecretToken();
  const ref = calendarFeedsCollection(db).doc(hashSecretToken(feedToken));
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(calendarFeedsCollection(db).where('userId', '==', uid));
    for (const doc of existing.docs) transaction.delete(doc.ref);
    transaction.create(ref, { id: ref.id, userId: uid, createdAt: FieldValue.serverTimestamp() });
  });
  return feedToken;
}

/** Deletes every calendar feed token of the user (their subscribed links stop answering). */
export async function revokeCalendarFeeds(db: Firestore, uid: string): Promise<void> {
  const feeds = await calendarFeedsCollection(db).where('userId', '==', uid).get();
  if (feeds.empty) return;
  const batch = db.batch();
  for (const doc of feeds.docs) batch.delete(doc.ref);
  await batch.commit();
}
