import { appointmentSchema, type Appointment, keyCustodyTexts, keyPickupCustodyEvent } from '@estatekey/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { GRPC, hasGrpcCode } from '../../lib/error-code';
import { appendCustodyEntry, custodyActorName } from '../../services/properties/custody-log';
import { parseEventDocument, type DocumentChangeEvent } from '../event-document';

function parseAppointment(snapshot: DocumentSnapshot, eventId: string): Appointment | undefined {
  return parseEventDocument(appointmentSchema, snapshot, 'Appointment', eventId);
}

/**
 * `appointments/{id}` written: a key pickup of a property booked, completed or cancelled goes into the property's
 * custody log. The entry's id is the event's, so a replay writes nothing. Returns whether an entry was written.
 */
export async function recordKeyPickupCustody(event: DocumentChangeEvent): Promise<boolean> {
  if (!event.data) return false;
  const after = parseAppointment(event.data.after, event.id);
  const before = parseAppointment(event.data.before, event.id);
  if (event.data.before.exists && !before) return false;
  const kind = keyPickupCustodyEvent(before, after);
  if (!kind || !after?.propertyId) return false;
  const db = event.data.after.ref.firestore;
  const summary = keyCustodyTexts.events[kind](after.date, after.time);
  try {
    await appendCustodyEntry(
      db,
      after.propertyId,
      {
        event: kind,
        actorId: after.userId,
        actorName: await custodyActorName(db, after.userId),
        summary,
        appointmentId: event.data.after.id,
        date: after.date,
        time: after.time,
      },
      { id: event.id },
    );
    return true;
  } catch (error) {
    if (hasGrpcCode(error, GRPC.ALREADY_EXISTS)) return false;
    throw error;
  }
}
