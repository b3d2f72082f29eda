import { showingSchema, type Showing } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logs from '../../lib/logs';
import { notifyUsers } from '../../services/notifications/notification-feed';
import { readEventDocument, type EventDocument, type DocumentChangeEvent } from '../event-document';
import { noticesForShowingWrite } from './showing-notices';

export type ShowingWrittenEvent = DocumentChangeEvent;

/** The showing in a snapshot (undefined when the document does not exist); not ok, and logged, for another shape. */
function parseShowing(snapshot: DocumentSnapshot, eventId: string): EventDocument<Showing> {
  return readEventDocument(showingSchema, snapshot, 'Showing', eventId);
}

/**
 * `showings/{id}` written: tells the property's owner that a showing was scheduled, moved or cancelled. Safe to
 * replay: each notification's id comes from the event id, and an existing one is not written again. Returns how many
 * were created.
 */
export async function handleShowingWritten(event: ShowingWrittenEvent): Promise<number> {
  if (!event.data) return 0;
  const before = parseShowing(event.data.before, event.id);
  const after = parseShowing(event.data.after, event.id);
  if (!before.ok || !after.ok) return 0;
  const db = event.data.after.ref.firestore;
  let created = 0;
  for (const notice of noticesForShowingWrite(before.data, after.data)) {
    created += await notifyUsers(db, {
      key: `${event.id}-${notice.kind}`,
      recipients: [notice.recipient],
      content: notice.content,
    });
  }
  logs.notificationsCreated({ trigger: 'showingWritten', eventId: event.id, created });
  return created;
}
