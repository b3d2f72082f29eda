import { z } from 'zod';
import { showingsTexts } from '../messages/showings-texts';
import { CALENDAR_ADDRESS_MAX } from '../constants/app';
import { TEXT_LIMITS } from '../constants/text-limits';
import { localDateTime, toIsoDate } from '../common/dates';
import { optionalPhone } from '../common/contact';
import {
  apiEntityFieldsWithUpdatedAt,
  boundedString,
  dateNotBeforeToday,
  idSchema,
  isoDateSchema,
  optionalEmail,
  optionalText,
  requiredId,
  requiredString,
  timeSchema,
  timestampSchema,
} from '../common/primitives';

import { showingApprovalStatusSchema } from './showing-approval';
import { showingFeedbackRequestSchema } from './showing-feedback';

const required = showingsTexts.requiredFields;

function showingShape(dateSchema: z.ZodType<string>) {
  return {
    propertyId: requiredId(required),
    date: dateSchema,
    startTime: requiredString(required, TEXT_LIMITS.code).pipe(timeSchema),
    endTime: requiredString(required, TEXT_LIMITS.code).pipe(timeSchema),
    clientName: requiredString(required, TEXT_LIMITS.fullName),
    clientEmail: optionalEmail.default(''),
    clientPhone: optionalPhone.default(''),
    notes: optionalText(TEXT_LIMITS.description),
    /** Sent by the spec's client as date + 'T' + time; the server recomputes them. */
    fullStartTime: boundedString(TEXT_LIMITS.code).optional(),
    fullEndTime: boundedString(TEXT_LIMITS.code).optional(),
  };
}

/** End must be after start (DESIGN §8 departs from the spec here). */
function endAfterStart<T extends { startTime: string; endTime: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.endTime <= value.startTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: showingsTexts.endAfterStart });
  }
}

/** Showing form and POST/PUT /api/showings body; the date may not be before `today`. */
export function makeShowingSchema(today: string) {
  return z
    .object(showingShape(requiredString(required, TEXT_LIMITS.code).pipe(dateNotBeforeToday(today))))
    .superRefine(endAfterStart);
}
/** The request shape without the clock-dependent date check. */
export const showingRequestSchema = z
  .object(showingShape(requiredString(required, TEXT_LIMITS.code).pipe(isoDateSchema)))
  .superRefine(endAfterStart);
export type ShowingRequest = z.output<typeof showingRequestSchema>;
export type ShowingRequestInput = z.input<typeof showingRequestSchema>;

export function emptyShowingForm(today: string): ShowingRequestInput {
  return {
    propertyId: '',
    date: today,
    startTime: '',
    endTime: '',
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    notes: '',
  };
}

/** The form's fields of a showing (or of a parsed request): what the dialog edits and the API receives. */
export function showingFormValues(showing: z.output<typeof showingRequestSchema>): ShowingRequest {
  return {
    propertyId: showing.propertyId,
    date: showing.date,
    startTime: showing.startTime,
    endTime: showing.endTime,
    clientName: showing.clientName,
    clientEmail: showing.clientEmail,
    clientPhone: showing.clientPhone,
    notes: showing.notes,
  };
}

/**
 * `showings/{id}` (DESIGN §4): what the property's owner reads too. The buyer's contact and the agent's notes are not
 * here but in `showingBuyers/{id}` (`showingBuyerSchema`), which only the booking agent reads.
 */
export const showingSchema = z.object({
  id: idSchema,
  agentId: idSchema,
  propertyId: idSchema,
  propertyAddress: boundedString(TEXT_LIMITS.addressLine),
  /** The property's owner, who may read the showings of their property. */
  ownerId: idSchema,
  /**
   * A copy of the property's `memberIds` (owner and shares), kept by the server as shares change, so every member
   * follows the property's showings live (COLLECTION_ACCESS.showings). Absent on showings written before it existed.
   */
  memberIds: z.array(idSchema).default([]),
  date: isoDateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  fullStartTime: boundedString(TEXT_LIMITS.code),
  fullEndTime: boundedString(TEXT_LIMITS.code),
  clientName: boundedString(TEXT_LIMITS.fullName),
  /** Showings written before approval existed were all confirmed. */
  status: showingApprovalStatusSchema.default('confirmed'),
  /** The owner's reason when they declined. */
  decisionReason: boundedString(TEXT_LIMITS.description).optional(),
  /** What the visitor thought, as their agent reported it once the showing ended. */
  feedback: showingFeedbackRequestSchema.optional(),
  /** How often the agent was asked for feedback, and when last (the scheduled sweep's idempotence). */
  feedbackRequestCount: z.number().int().min(0).default(0),
  feedbackRequestedAt: timestampSchema.optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.optional(),
});
export type Showing = z.infer<typeof showingSchema>;

const buyerDetailsShape = {
  clientEmail: boundedString(TEXT_LIMITS.email).default(''),
  clientPhone: boundedString(TEXT_LIMITS.phone).default(''),
  notes: boundedString(TEXT_LIMITS.description).default(''),
};
export type ShowingBuyerDetails = z.output<z.ZodObject<typeof buyerDetailsShape>>;

/**
 * `showingBuyers/{showingId}` (DESIGN §4): the buyer's e-mail and phone and the agent's notes of one showing, kept
 * apart from the showing so that only the booking agent reads them (SHOWING_ACCESS.readBuyerDetails); same id as the
 * showing, written and deleted with it.
 */
export const showingBuyerSchema = z.object({
  id: idSchema,
  agentId: idSchema,
  /**
   * Copies of the showing's `date` and `fullStartTime`, so the agent's screens read the buyers of the showings they show
   * by the same window (a month, a page) in a query the rules can prove, never by a list of ids. Absent on buyer
   * documents written before them, until `POST /api/admin/maintenance/move-private-fields` copies them.
   */
  date: isoDateSchema.optional(),
  fullStartTime: boundedString(TEXT_LIMITS.code).optional(),
  ...buyerDetailsShape,
});
export type ShowingBuyer = z.output<typeof showingBuyerSchema>;

/** A showing as its booking agent sees it: with the buyer's contact and the notes. */
export const agentShowingSchema = showingSchema.extend(buyerDetailsShape);
export type AgentShowing = z.output<typeof agentShowingSchema>;

/** The buyer details of a showing (empty when its buyer document is missing), joined to it for the agent. */
export function withBuyerDetails(showing: Showing, buyer: ShowingBuyer | undefined): AgentShowing {
  return {
    ...showing,
    clientEmail: buyer?.clientEmail ?? '',
    clientPhone: buyer?.clientPhone ?? '',
    notes: buyer?.notes ?? '',
  };
}

/** The agent's answers of the showing routes carry the buyer details: only the booking agent calls them. */
export const showingResponseSchema = agentShowingSchema.extend(apiEntityFieldsWithUpdatedAt);
export type ShowingResponse = z.output<typeof showingResponseSchema>;

/** date + 'T' + time, as the spec's payload carries them. */
export function showingFullTimes(showing: { date: string; startTime: string; endTime: string }): {
  fullStartTime: string;
  fullEndTime: string;
} {
  return { fullStartTime: `${showing.date}T${showing.startTime}`, fullEndTime: `${showing.date}T${showing.endTime}` };
}

export const SHOWING_STATUSES = ['Completed', 'Today', 'Upcoming'] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];

/** Derived, never stored (spec part 2 §4): Completed once ended; Today when not ended and dated today; else Upcoming. */
export function showingStatus(showing: { date: string; endTime: string }, now: Date): ShowingStatus {
  if (localDateTime(showing.date, showing.endTime).getTime() < now.getTime()) return 'Completed';
  if (showing.date === toIsoDate(now)) return 'Today';
  return 'Upcoming';
}

type ShowingSlot = { id?: string; propertyId: string; date: string; startTime: string; endTime: string };

/** Two showings of the same property on the same day whose times intersect (touching ends do not overlap). */
export function showingsOverlap(a: ShowingSlot, b: ShowingSlot): boolean {
  return a.propertyId === b.propertyId && a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;
}

/** The first existing showing the candidate collides with (409), ignoring the showing being edited. */
export function findOverlappingShowing<T extends ShowingSlot>(
  candidate: ShowingSlot,
  existing: readonly T[],
  editingId?: string,
): T | undefined {
  return existing.find((showing) => showing.id !== editingId && showingsOverlap(candidate, showing));
}

/** The list view: newest date first (spec part 2 §7), later start first within a day. */
export function sortShowingsNewestFirst<T extends { date: string; startTime: string }>(showings: readonly T[]): T[] {
  return [...showings].sort((a, b) => `${b.date}T${b.startTime}`.localeCompare(`${a.date}T${a.startTime}`));
}

/** A calendar cell's showings, earliest first. */
export function showingsOnDay<T extends { date: string; startTime: string }>(
  showings: readonly T[],
  date: string,
): T[] {
  return showings.filter((s) => s.date === date).sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** The calendar cell's address: at most 20 characters, then '...'. */
export function truncateAddress(address: string, max: number = CALENDAR_ADDRESS_MAX): string {
  return address.length > max ? `${address.slice(0, max)}...` : address;
}

/**
 * Weeks of a month for a Sunday-first 7-column grid: each cell is a YYYY-MM-DD date of that month or null padding.
 * `month` is 1–12.
 */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    cells.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
