import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { appointmentSchema, type Appointment } from './appointment';

/**
 * `propertyKeyPickups/{appointmentId}` (DESIGN §4): what every member of a property may know of a key pickup linked to
 * it — when, how long, its status and whether a cleanout is wanted — so the property page follows its pickups live.
 * The appointment itself holds the booker's contact and stays the booker's (COLLECTION_ACCESS.appointments); functions
 * write this copy whenever the appointment is written and when the property's members change.
 */
export const propertyKeyPickupCopySchema = appointmentSchema
  .pick({ id: true, date: true, time: true, duration: true, status: true, needsCleanout: true })
  .extend({
    propertyId: idSchema,
    /** A copy of the property's `memberIds` (owner and shares), who may read it (COLLECTION_ACCESS.propertyKeyPickups). */
    memberIds: z.array(idSchema),
  });
export type PropertyKeyPickupCopy = z.output<typeof propertyKeyPickupCopySchema>;

/**
 * The members' copy of an appointment, or null for one not linked to a property (a public request, a pickup booked
 * without choosing a property), which has no copy.
 */
export function propertyKeyPickupCopyOf(
  appointment: Appointment,
  memberIds: readonly string[],
): PropertyKeyPickupCopy | null {
  if (appointment.propertyId === null) return null;
  const { id, date, time, duration, status, needsCleanout, propertyId } = appointment;
  return { id, propertyId, date, time, duration, status, needsCleanout, memberIds: [...memberIds] };
}
