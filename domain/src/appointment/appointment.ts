import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { keyPickupTexts } from '../messages/key-pickup-texts';
import { contactInfoSchema, phoneField } from '../common/contact';
import { formatTime12h, timeSlots } from '../common/dates';
import { TEXT_LIMITS } from '../constants/text-limits';
import {
  apiEntityFieldsWithUpdatedAt,
  boundedString,
  dateNotBeforeToday,
  emailField,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredString,
  timestampSchema,
} from '../common/primitives';

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The one appointment type (spec part 1 §9). */
export const KEY_PICKUP_TYPE = 'Key Pickup Schedule';
export const APPOINTMENT_TYPES = [KEY_PICKUP_TYPE] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Half-hour slots 09:00–11:30 and 13:00–16:30 (spec part 1 §9). */
export const PUBLIC_APPOINTMENT_SLOTS = [
  ...timeSlots('09:00', '11:30', 30),
  ...timeSlots('13:00', '16:30', 30),
] as readonly string[];
export const KEY_PICKUP_SLOTS: readonly string[] = PUBLIC_APPOINTMENT_SLOTS;
export const DEFAULT_APPOINTMENT_TIME = '10:00';
export const PUBLIC_APPOINTMENT_DURATION_MINUTES = 15;
export const KEY_PICKUP_DURATION_MINUTES = 30;
/** Hourly pickup slots 9:00 AM–4:00 PM of the guardian wizard (spec part 1 §2.12). */
export const ONBOARDING_PICKUP_SLOTS = timeSlots('09:00', '16:00', 60) as readonly string[];

/** Time slots as a form's select shows them: the `HH:MM` value, labelled in 12-hour time ('9:30 AM'). */
function timeSlotOptions(slots: readonly string[]) {
  return slots.map((slot) => ({ value: slot, label: formatTime12h(slot) }));
}
export const PUBLIC_APPOINTMENT_SLOT_OPTIONS = timeSlotOptions(PUBLIC_APPOINTMENT_SLOTS);
export const KEY_PICKUP_SLOT_OPTIONS = timeSlotOptions(KEY_PICKUP_SLOTS);
export const ONBOARDING_PICKUP_SLOT_OPTIONS = timeSlotOptions(ONBOARDING_PICKUP_SLOTS);

export function slotSchema(slots: readonly string[]) {
  return z
    .string({ error: validationTexts.chooseTimeSlot })
    .max(TEXT_LIMITS.code, { message: validationTexts.chooseTimeSlot, abort: true })
    .refine((time) => slots.includes(time), validationTexts.chooseTimeSlot);
}

function publicAppointmentShape(dateSchema: z.ZodType<string>) {
  return {
    appointmentDate: dateSchema,
    appointmentTime: slotSchema(PUBLIC_APPOINTMENT_SLOTS),
    appointmentType: z.literal(KEY_PICKUP_TYPE).default(KEY_PICKUP_TYPE),
    duration: z.literal(PUBLIC_APPOINTMENT_DURATION_MINUTES).default(PUBLIC_APPOINTMENT_DURATION_MINUTES),
    details: optionalText(TEXT_LIMITS.description),
    needsCleanout: z.boolean().default(false),
    contactName: requiredString(validationTexts.required, TEXT_LIMITS.fullName),
    contactEmail: emailField(),
    contactPhone: phoneField(),
    /** The spec's client sends an owner address; the server ignores it (DESIGN §5). */
    ownerEmail: boundedString(TEXT_LIMITS.email).optional(),
  };
}

function keyPickupShape(dateSchema: z.ZodType<string>) {
  const incomplete = keyPickupTexts.incompleteContact;
  return {
    appointmentDate: dateSchema,
    appointmentTime: slotSchema(KEY_PICKUP_SLOTS),
    appointmentType: z.literal(KEY_PICKUP_TYPE).default(KEY_PICKUP_TYPE),
    duration: z.literal(KEY_PICKUP_DURATION_MINUTES).default(KEY_PICKUP_DURATION_MINUTES),
    details: optionalText(TEXT_LIMITS.description),
    needsCleanout: z.boolean().default(false),
    propertyAddress: requiredString(incomplete, TEXT_LIMITS.addressLine),
    propertyId: idSchema.optional(),
    contactName: requiredString(incomplete, TEXT_LIMITS.fullName),
    contactEmail: emailField(incomplete),
    contactPhone: phoneField(incomplete),
    ownerEmail: boundedString(TEXT_LIMITS.email).optional(),
  };
}

/** Public appointment modal; the date may not be before `today` (YYYY-MM-DD). */
export function makePublicAppointmentSchema(today: string) {
  return z.object(publicAppointmentShape(dateNotBeforeToday(today)));
}
/** Shape of the public request without the clock-dependent date check. */
export const publicAppointmentRequestSchema = z.object(publicAppointmentShape(isoDateSchema));
export type PublicAppointmentRequest = z.output<typeof publicAppointmentRequestSchema>;
export type PublicAppointmentRequestInput = z.input<typeof publicAppointmentRequestSchema>;

/** Logged-in key pickup page; the date may not be before `today`. */
export function makeKeyPickupSchema(today: string) {
  return z.object(keyPickupShape(dateNotBeforeToday(today)));
}
export const keyPickupRequestSchema = z.object(keyPickupShape(isoDateSchema));
export type KeyPickupRequest = z.output<typeof keyPickupRequestSchema>;
export type KeyPickupRequestInput = z.input<typeof keyPickupRequestSchema>;

/**
 * POST /api/appointments/schedule: signed-in callers send a key pickup, visitors the public request. The server
 * picks the schema by authentication; this union types the route.
 */
export const appointmentScheduleRequestSchema = z.union([keyPickupRequestSchema, publicAppointmentRequestSchema]);
export function makeAppointmentScheduleSchema(today: string) {
  return z.union([makeKeyPickupSchema(today), makePublicAppointmentSchema(today)]);
}

export function emptyPublicAppointment(today: string): PublicAppointmentRequestInput {
  return {
    appointmentDate: today,
    appointmentTime: DEFAULT_APPOINTMENT_TIME,
    appointmentType: KEY_PICKUP_TYPE,
    duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
    details: '',
    needsCleanout: false,
    contactName: '',
    contactEmail: '',
    contactPhone: '',
  };
}

export function emptyKeyPickup(today: string): KeyPickupRequestInput {
  return {
    appointmentDate: today,
    appointmentTime: DEFAULT_APPOINTMENT_TIME,
    appointmentType: KEY_PICKUP_TYPE,
    duration: KEY_PICKUP_DURATION_MINUTES,
    details: '',
    needsCleanout: false,
    propertyAddress: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
  };
}

/** `appointments/{id}` (DESIGN §4). */
export const appointmentSchema = z.object({
  id: idSchema,
  /** null for a public request. */
  userId: idSchema.nullable(),
  date: isoDateSchema,
  time: boundedString(TEXT_LIMITS.code),
  type: boundedString(TEXT_LIMITS.title),
  duration: z.number().int().positive(),
  details: boundedString(TEXT_LIMITS.description).default(''),
  needsCleanout: z.boolean(),
  contact: contactInfoSchema,
  propertyAddress: boundedString(TEXT_LIMITS.addressLine).default(''),
  propertyId: idSchema.nullable().default(null),
  status: appointmentStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema.optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentResponseSchema = appointmentSchema.extend(apiEntityFieldsWithUpdatedAt);
export type AppointmentResponse = z.output<typeof appointmentResponseSchema>;

type AppointmentLike = Pick<Appointment, 'date' | 'status'>;

/** Upcoming = date today or later and neither cancelled nor completed (spec part 1 §4). */
export function isUpcomingAppointment(appointment: AppointmentLike, today: string): boolean {
  return appointment.date >= today && appointment.status !== 'cancelled' && appointment.status !== 'completed';
}

/** Upcoming (soonest first) and previous (most recent first). */
export function splitAppointments<T extends AppointmentLike & { time?: string }>(
  appointments: readonly T[],
  today: string,
): { upcoming: T[]; previous: T[] } {
  const key = (appointment: T) => `${appointment.date}T${appointment.time ?? ''}`;
  const upcoming = appointments
    .filter((a) => isUpcomingAppointment(a, today))
    .sort((a, b) => key(a).localeCompare(key(b)));
  const previous = appointments
    .filter((a) => !isUpcomingAppointment(a, today))
    .sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, previous };
}

/** Dashboard 'Key Pickups' card: key pickups that are scheduled or confirmed. */
export function countKeyPickups(appointments: readonly Pick<Appointment, 'type' | 'status'>[]): number {
  return appointments.filter(
    (a) => a.type === KEY_PICKUP_TYPE && (a.status === 'scheduled' || a.status === 'confirmed'),
  ).length;
}

/** Only scheduled or confirmed appointments can be cancelled. */
export function canCancelAppointment(appointment: Pick<Appointment, 'status'>): boolean {
  return appointment.status === 'scheduled' || appointment.status === 'confirmed';
}
