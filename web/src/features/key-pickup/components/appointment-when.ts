import { formatLongUsDate, formatTime12h, keyPickupTexts, type Appointment } from '@estatekey/domain';

/** 'Friday, March 6, 2026 at 10:00 AM' */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'time'>): string {
  return keyPickupTexts.when(formatLongUsDate(appointment.date), formatTime12h(appointment.time));
}
