import { type Appointment, formatLongUsDate, formatTime12h, notificationContentTexts, paths } from '@estatekey/domain';
import type { NotificationContent } from '../../services/notifications/notifications';

/** What one appointment write tells its owner; `kind` keeps the notices of one event apart. */
export interface AppointmentNotice {
  readonly kind: 'scheduled' | 'cancelled';
  readonly recipient: string;
  readonly content: NotificationContent;
}

/** A key pickup's notifications take the user to the key pickup page (spec part 1 §2.16). */
function appointmentNotification(text: { title: string; message: string }): NotificationContent {
  return { ...text, category: 'appointment', link: paths.schedulePickup };
}

/**
 * The owner learns that a key pickup was scheduled (the document was created) or cancelled (its status became
 * cancelled). Appointments without an owner (visitors' requests) notify nobody.
 */
export function noticesForAppointmentWrite(
  before: Appointment | undefined,
  after: Appointment | undefined,
): AppointmentNotice[] {
  if (!after || after.userId === null) return [];
  const date = formatLongUsDate(after.date);
  const time = formatTime12h(after.time);
  if (!before && (after.status === 'scheduled' || after.status === 'confirmed')) {
    const text = notificationContentTexts.keyPickupScheduled(date, time);
    return [{ kind: 'scheduled', recipient: after.userId, content: appointmentNotification(text) }];
  }
  if (before && before.status !== 'cancelled' && after.status === 'cancelled') {
    const text = notificationContentTexts.appointmentCancelled(date, time);
    return [{ kind: 'cancelled', recipient: after.userId, content: appointmentNotification(text) }];
  }
  return [];
}
