import { syncPropertyKeyPickup } from '../../services/appointments/property-key-pickups';
import type { DocumentChangeEvent } from '../event-document';

/**
 * `appointments/{id}` written (booked, cancelled, completed, deleted): its members' copy follows, so every member of
 * the linked property sees the change live. Recomputed from the stored appointment, so replays are harmless. Returns
 * whether a copy now exists.
 */
export async function syncPropertyKeyPickupOnAppointmentWritten(event: DocumentChangeEvent): Promise<boolean> {
  if (!event.data) return false;
  const { after } = event.data;
  return syncPropertyKeyPickup(after.ref.firestore, after.id);
}
