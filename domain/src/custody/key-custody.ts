import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits';
import { localDateTime, toIsoDate } from '../common/dates';
import {
  boundedString,
  idSchema,
  isoDateSchema,
  pageLimitSchema,
  pageTokenSchema,
  timeSchema,
  timestampSchema,
  wireTimestampSchema,
} from '../common/primitives';
import { LOCKBOX_CODE_MAX } from '../property/property';
import type { ShowingApprovalStatus } from '../showing/showing-approval';
import { keyCustodyTexts } from './key-custody-texts';

/** What a custody log entry records; never the code itself. */
export const CUSTODY_EVENTS = [
  'keyPickupScheduled',
  'keyPickupCompleted',
  'keyPickupCancelled',
  'lockboxCodeSet',
  'lockboxCodeChanged',
  'lockboxCodeRemoved',
  'lockboxCodeViewed',
] as const;
export type CustodyEvent = (typeof CUSTODY_EVENTS)[number];

/**
 * `properties/{id}/custodyLog/{entryId}` (DESIGN §4): append-only, written by functions only, read live by the
 * property's members, the attorneys of its linked cases and admins (COLLECTION_ACCESS.propertyCustodyLog, KEY_CUSTODY_ACCESS.readCustodyLog).
 * `summary` is the sentence the owner reads, written when the event happens.
 */
export const custodyLogEntrySchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  event: z.enum(CUSTODY_EVENTS),
  /** Who did it; null when a system job did. */
  actorId: idSchema.nullable(),
  actorName: boundedString(TEXT_LIMITS.fullName),
  summary: boundedString(TEXT_LIMITS.message),
  /** The showing a reveal was for. */
  showingId: idSchema.optional(),
  /** The key pickup (appointment) a pickup event is about. */
  appointmentId: idSchema.optional(),
  /** The day and start of the showing or pickup, as wall-clock date and time. */
  date: isoDateSchema.optional(),
  time: timeSchema.optional(),
  at: timestampSchema,
});
export type CustodyLogEntry = z.output<typeof custodyLogEntrySchema>;

export const custodyLogEntryResponseSchema = custodyLogEntrySchema.extend({ at: wireTimestampSchema });
export type CustodyLogEntryResponse = z.output<typeof custodyLogEntryResponseSchema>;

export const CUSTODY_LOG_DEFAULT_PAGE_SIZE = 20;
export const CUSTODY_LOG_MAX_PAGE_SIZE = 100;

/** `?pageToken=&limit=` of GET /api/properties/{id}/custody-log. */
export const custodyLogQuerySchema = z.object({
  limit: pageLimitSchema(CUSTODY_LOG_MAX_PAGE_SIZE).default(CUSTODY_LOG_DEFAULT_PAGE_SIZE),
  pageToken: pageTokenSchema.optional(),
});
export type CustodyLogQuery = z.output<typeof custodyLogQuerySchema>;

export const custodyLogPageResponseSchema = z.object({
  entries: z.array(custodyLogEntryResponseSchema),
  /** Pass as `pageToken` for the next (older) entries; null on the last page. */
  nextPageToken: boundedString(TEXT_LIMITS.pageToken).nullable(),
});
export type CustodyLogPageResponse = z.output<typeof custodyLogPageResponseSchema>;

/** GET /api/showings/{id}/lockbox-code inside the window: the code and when the window closes (the showing's end). */
export const lockboxRevealResponseSchema = z.object({
  code: boundedString(LOCKBOX_CODE_MAX),
  validUntil: wireTimestampSchema,
});
export type LockboxRevealResponse = z.output<typeof lockboxRevealResponseSchema>;

/** The 403 outside the window: why, and when it opens. */
export const lockboxRevealRefusalSchema = z.object({
  message: boundedString(TEXT_LIMITS.message),
  opensAt: wireTimestampSchema,
});

/** How long before a showing's start its agent may see the lockbox code. */
export const LOCKBOX_REVEAL_LEAD_MINUTES = 60;

type RevealShowing = { date: string; startTime: string; endTime: string; status: ShowingApprovalStatus };

/** The window of a showing, in its wall-clock date and times: from an hour before its start to its end. */
export function lockboxRevealWindow(showing: Pick<RevealShowing, 'date' | 'startTime' | 'endTime'>) {
  const start = localDateTime(showing.date, showing.startTime);
  const opensAt = new Date(start.getTime() - LOCKBOX_REVEAL_LEAD_MINUTES * 60_000);
  const closesAt = localDateTime(showing.date, showing.endTime);
  return { opensAt, closesAt };
}

export type LockboxRevealDecision =
  | { readonly open: true; readonly validUntil: Date }
  | {
      readonly open: false;
      readonly reason: 'notConfirmed' | 'early' | 'ended';
      readonly opensAt: Date;
      readonly message: string;
    };

/**
 * Whether the code may be shown for `showing` at `now`: a confirmed showing, from one hour before its start
 * (inclusive) to its end (exclusive). Refusals carry when the window opens and the sentence to show.
 */
export function lockboxRevealDecision(showing: RevealShowing, now: Date): LockboxRevealDecision {
  const { opensAt, closesAt } = lockboxRevealWindow(showing);
  if (showing.status !== 'confirmed') {
    return { open: false, reason: 'notConfirmed', opensAt, message: keyCustodyTexts.reveal.notConfirmed };
  }
  if (now.getTime() < opensAt.getTime()) {
    return {
      open: false,
      reason: 'early',
      opensAt,
      message: keyCustodyTexts.reveal.opensAt(toIsoDate(opensAt), wallClockTime(opensAt)),
    };
  }
  if (now.getTime() >= closesAt.getTime()) {
    return { open: false, reason: 'ended', opensAt, message: keyCustodyTexts.reveal.ended };
  }
  return { open: true, validUntil: closesAt };
}

/** The wall-clock 'HH:MM' of an instant, for the log's sentences. */
export function wallClockTime(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** Which lockbox event a change is: first set, changed, or removed (an empty code). */
export function lockboxChangeEvent(hadCode: boolean, code: string): CustodyEvent {
  if (code === '') return 'lockboxCodeRemoved';
  return hadCode ? 'lockboxCodeChanged' : 'lockboxCodeSet';
}

type PickupState = { status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled'; propertyId?: string | null };

/**
 * The custody event a write of a key pickup (appointment) is, if any: booked (scheduled), completed or cancelled,
 * once, on the change; only pickups linked to a property are in a custody log.
 */
export type KeyPickupCustodyEvent = Extract<CustodyEvent, `keyPickup${string}`>;

export function keyPickupCustodyEvent(
  before: PickupState | undefined,
  after: PickupState | undefined,
): KeyPickupCustodyEvent | null {
  if (!after?.propertyId) return null;
  if (!before) return after.status === 'cancelled' || after.status === 'completed' ? null : 'keyPickupScheduled';
  if (before.status === after.status) return null;
  if (after.status === 'completed') return 'keyPickupCompleted';
  if (after.status === 'cancelled') return 'keyPickupCancelled';
  return null;
}
