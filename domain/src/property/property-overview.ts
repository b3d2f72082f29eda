import { z } from 'zod';
import { appointmentResponseSchema, type Appointment } from '../appointment/appointment';
import { caseSummarySchema } from '../case/case';
import { isOnOrAfter } from '../common/dates';
import { showingResponseSchema, type Showing } from '../showing/showing';
import { propertyResponseSchema } from './property';

/** An upcoming showing as the property page lists it: when, for whom and its approval (no client contact details). */
export const propertyShowingSchema = showingResponseSchema.pick({
  _id: true,
  date: true,
  startTime: true,
  endTime: true,
  clientName: true,
  status: true,
});
export type PropertyShowing = z.output<typeof propertyShowingSchema>;

/**
 * The showings the property page lists: from `today` on, soonest first, without anything but when, for whom and the
 * owner's approval.
 */
export function upcomingPropertyShowings(showings: readonly Showing[], today: string): PropertyShowing[] {
  return showings
    .filter((showing) => isOnOrAfter(showing.date, today))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
    .map(({ id, date, startTime, endTime, clientName, status }) => ({
      _id: id,
      date,
      startTime,
      endTime,
      clientName,
      status,
    }));
}

/** An upcoming key pickup of the property. */
export const propertyKeyPickupSchema = appointmentResponseSchema.pick({
  _id: true,
  date: true,
  time: true,
  status: true,
  needsCleanout: true,
});
export type PropertyKeyPickup = z.output<typeof propertyKeyPickupSchema>;

/**
 * The key pickups the property page lists: from `today` on, cancelled ones left out, soonest first, with nothing but
 * when, the status and the cleanout flag. Takes the appointments themselves or the members' copies of them.
 */
export function upcomingPropertyKeyPickups(
  pickups: readonly Pick<Appointment, 'id' | 'date' | 'time' | 'status' | 'needsCleanout'>[],
  today: string,
): PropertyKeyPickup[] {
  return pickups
    .filter((pickup) => pickup.status !== 'cancelled' && isOnOrAfter(pickup.date, today))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
    .map(({ id, date, time, status, needsCleanout }) => ({ _id: id, date, time, status, needsCleanout }));
}

/**
 * GET /api/properties/{id}/overview: the property page. `member` says whether the caller may also read the
 * property document directly and so follow its status live; the attorney and client of an associated case may not.
 */
export const propertyOverviewResponseSchema = z.object({
  property: propertyResponseSchema,
  member: z.boolean(),
  showings: z.array(propertyShowingSchema),
  keyPickups: z.array(propertyKeyPickupSchema),
  cases: z.array(caseSummarySchema),
});
export type PropertyOverviewResponse = z.output<typeof propertyOverviewResponseSchema>;
