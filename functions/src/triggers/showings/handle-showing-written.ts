import { COLLECTIONS, showingSchema, type Showing } from '@estatekey/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { propertiesCollection, userNotificationsCollection } from '../../lib/collections';
import * as logs from '../../lib/logs';
import { notifyUsers } from '../../services/notifications/notification-feed';
import { readEventDocument, type EventDocument, type DocumentChangeEvent } from '../event-document';
import { noticesForShowingWrite, requestOutcome, type ShowingRequestOutcome } from './showing-notices';

export type ShowingWrittenEvent = DocumentChangeEvent;

/** The showing in a snapshot (undefined when the document does not exist); not ok, and logged, for another shape. */
function parseShowing(snapshot: DocumentSnapshot, eventId: string): EventDocument<Showing> {
  return readEventDocument(showingSchema, snapshot, 'Showing', eventId);
}

/** The users the property is shared with at 'manage': they confirm or decline requests with its owner. */
async function managersOf(db: Firestore, propertyId: string): Promise<string[]> {
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  return Object.entries(property?.sharedWith ?? {})
    .filter(([, level]) => level === 'manage')
    .map(([uid]) => uid);
}

/**
 * Stamps the outcome on the request notifications of a showing that was decided or cancelled, so a request answered
 * by one decider (or withdrawn by the agent) stops offering Confirm / Decline to all of them.
 */
async function markRequestsAnswered(db: Firestore, showing: Showing, outcome: ShowingRequestOutcome): Promise<void> {
  const recipients = new Set([showing.ownerId, ...(await managersOf(db, showing.propertyId))]);
  for (const uid of recipients) {
    const requests = await userNotificationsCollection(db, uid).where('action.showingId', '==', showing.id).get();
    for (const request of requests.docs) {
      if (request.data().action?.outcome !== outcome) await request.ref.update({ 'action.outcome': outcome });
    }
  }
}

/**
 * Request notifications written for an event delivered after the one that answered the showing (events may arrive out
 * of order) would offer Confirm / Decline forever: they get the outcome of the showing as it is stored now.
 */
async function markRequestsAnsweredSince(db: Firestore, requested: Showing, eventId: string): Promise<void> {
  const current = await db.collection(COLLECTIONS.showings).doc(requested.id).get();
  const now = parseShowing(current, eventId);
  const outcome = now.ok ? requestOutcome(requested, now.data) : undefined;
  if (outcome) await markRequestsAnswered(db, requested, outcome);
}

/**
 * `showings/{id}` written: tells the property's owner that a showing was scheduled, moved or cancelled, and marks the
 * request notifications of an answered showing. Safe to replay and to deliver out of order: each notification's id
 * comes from the event id, an existing one is not written again, and new requests of a showing answered since are
 * marked answered. Returns how many were created.
 */
export async function handleShowingWritten(event: ShowingWrittenEvent): Promise<number> {
  if (!event.data) return 0;
  const before = parseShowing(event.data.before, event.id);
  const after = parseShowing(event.data.after, event.id);
  if (!before.ok || !after.ok) return 0;
  const db = event.data.after.ref.firestore;
  const outcome = requestOutcome(before.data, after.data);
  if (outcome && before.data) await markRequestsAnswered(db, before.data, outcome);
  const deciders = after.data?.status === 'requested' ? await managersOf(db, after.data.propertyId) : [];
  let created = 0;
  for (const notice of noticesForShowingWrite(before.data, after.data, deciders)) {
    created += await notifyUsers(db, {
      key: `${event.id}-${notice.kind}`,
      recipients: [notice.recipient],
      content: notice.content,
    });
  }
  if (after.data?.status === 'requested' && created > 0) await markRequestsAnsweredSince(db, after.data, event.id);
  logs.notificationsCreated({ trigger: 'showingWritten', eventId: event.id, created });
  return created;
}
