import {
  type Appointment,
  type AppointmentResponse,
  canCancelAppointment,
  type ContactInfo,
  DomainError,
  errorsTexts,
  KEY_PICKUP_DURATION_MINUTES,
  KEY_PICKUP_TYPE,
  type KeyPickupRequest,
  keyPickupTexts,
} from '@estatekey/domain';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { appointmentsCollection } from '../../lib/collections';
import type { DocumentWriter } from '../../lib/mail';
import { getVisibleProperty } from '../properties/properties';
import type { Caller } from '../../lib/caller';

export function toAppointmentResponse(appointment: Appointment): AppointmentResponse {
  return { ...appointment, _id: appointment.id };
}

/** A key pickup as both the pickup page and the onboarding wizard describe it. */
export interface NewKeyPickup {
  readonly date: string;
  readonly time: string;
  readonly details: string;
  readonly needsCleanout: boolean;
  readonly contact: ContactInfo;
  readonly propertyAddress: string;
  readonly propertyId: string | null;
}

/**
 * Adds a scheduled key pickup of `userId` (type 'Key Pickup Schedule', 30 minutes) to a batch or transaction and
 * returns its id. The appointment trigger tells the user it was scheduled.
 */
export function createKeyPickupIn(writer: DocumentWriter, db: Firestore, userId: string, pickup: NewKeyPickup): string {
  const ref = appointmentsCollection(db).doc();
  writer.set(ref, {
    id: ref.id,
    userId,
    date: pickup.date,
    time: pickup.time,
    type: KEY_PICKUP_TYPE,
    duration: KEY_PICKUP_DURATION_MINUTES,
    details: pickup.details,
    needsCleanout: pickup.needsCleanout,
    contact: pickup.contact,
    propertyAddress: pickup.propertyAddress,
    propertyId: pickup.propertyId,
    status: 'scheduled',
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

async function readAppointment(ref: DocumentReference<Appointment>): Promise<Appointment> {
  const appointment = (await ref.get()).data();
  if (!appointment) throw DomainError.notFound(errorsTexts.appointmentNotFound);
  return appointment;
}

/**
 * A signed-in user's key pickup, owned by the caller. A pickup for one of the caller's properties names it; a property
 * the caller cannot see is not found. Serves `POST /api/appointments/schedule`.
 */
export async function scheduleKeyPickup(
  db: Firestore,
  caller: Caller,
  request: KeyPickupRequest,
): Promise<Appointment> {
  if (request.propertyId !== undefined) {
    if (caller.role === null) throw DomainError.notFound(errorsTexts.propertyNotFound);
    await getVisibleProperty(db, { ...caller, role: caller.role }, request.propertyId);
  }
  const batch = db.batch();
  const id = createKeyPickupIn(batch, db, caller.uid, {
    date: request.appointmentDate,
    time: request.appointmentTime,
    details: request.details,
    needsCleanout: request.needsCleanout,
    contact: { name: request.contactName, email: request.contactEmail, phone: request.contactPhone },
    propertyAddress: request.propertyAddress,
    propertyId: request.propertyId ?? null,
  });
  await batch.commit();
  return await readAppointment(appointmentsCollection(db).doc(id));
}

/** The caller's appointments by date and time, soonest first. Serves `GET /api/appointments/user`. */
export async function listUserAppointments(db: Firestore, uid: string): Promise<Appointment[]> {
  // Sorted here rather than by the query, which would need a composite index (userId, date, time).
  const snapshot = await appointmentsCollection(db).where('userId', '==', uid).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
}

/**
 * Cancels the caller's own appointment. Only the owner may cancel; anyone else's appointment is not found, as if it
 * did not exist. A cancelled or completed appointment cannot be cancelled (a conflict).
 * Serves `PUT /api/appointments/{id}/cancel`.
 */
export async function cancelOwnAppointment(db: Firestore, uid: string, appointmentId: string): Promise<Appointment> {
  const ref = appointmentsCollection(db).doc(appointmentId);
  await db.runTransaction(async (transaction) => {
    const appointment = (await transaction.get(ref)).data();
    if (!appointment || appointment.userId !== uid) throw DomainError.notFound(errorsTexts.appointmentNotFound);
    if (!canCancelAppointment(appointment)) {
      throw DomainError.conflict(
        appointment.status === 'cancelled' ? errorsTexts.alreadyCancelled : keyPickupTexts.completedNotCancellable,
      );
    }
    transaction.update(ref, {
      status: 'cancelled',
      cancelledAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return await readAppointment(ref);
}
