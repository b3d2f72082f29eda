import { appointmentSchema, type Appointment } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logs from '../../lib/logs';
import { notifyUsers } from '../../services/notifications/notification-feed';
import { parseEventDocument, type DocumentChangeEvent } from '../event-document';
import { noticesForAppointmentWrite } from './appointment-notices';

export type AppointmentWrittenEvent = DocumentChangeEvent;

/** The appointment in a snapshot; undefined when the document does not exist (or, logged, has another shape). */
function parseAppointment(snapshot: DocumentSnapshot, eventId: string): Appointment | undefined {
  return parseEventDocument(appointmentSchema, snapshot, 'Appointment', eventId);
}

/**
 * `appointments/{id}` written: tells the owner that a key pickup was scheduled or cancelled. Safe to replay: each
 * notification's id comes from the event id, and an existing one is not written again. Returns how many were created.
 */
export async function handleAppointmentWritten(event: AppointmentWrittenEvent): Promise<number> {
  if (!event.data) return 0;
  const after = parseAppointment(event.data.after, event.id);
  if (!after) return 0;
  const before = parseAppointment(event.data.before, event.id);
  if (event.data.before.exists && !before) return 0;
  const db = event.data.after.ref.firestore;
  let created = 0;
  for (const notice of noticesForAppointmentWrite(before, after)) {
    created += await notifyUsers(db, {
      key: `${event.id}-${notice.kind}`,
      recipients: [notice.recipient],
      content: notice.content,
    });
  }
  logs.notificationsCreated({ trigger: 'appointmentWritten', eventId: event.id, created });
  return created;
}
