import { z } from 'zod';
import { showingsTexts } from '../messages/showings-texts';
import { localDateTime } from '../common/dates';
import { idSchema, isoDateSchema, timeSchema } from '../common/primitives';
import { weekdaySchema, WEEKDAYS, type Weekday } from '../constants/weekdays';

export const SHOWING_APPROVAL_MODES = ['auto-confirm', 'owner-approval'] as const;
export type ShowingApprovalMode = (typeof SHOWING_APPROVAL_MODES)[number];

export const MINIMUM_NOTICE_HOURS_MAX = 72;
/** The length a new showing gets unless the owner sets another. */
export const SHOWING_DEFAULT_LENGTH_MINUTES = 30;
export const SHOWING_LENGTH_MINUTES_MAX = 480;
export const BLOCKED_TIMES_MAX = 50;

const settingsTexts = showingsTexts.settings;

/** A recurring weekday range or a single date's range when agents may not book. */
export const blockedTimeSchema = z
  .object({
    weekday: weekdaySchema.optional(),
    date: isoDateSchema.optional(),
    startTime: timeSchema,
    endTime: timeSchema,
  })
  .superRefine((value, ctx) => {
    if ((value.weekday === undefined) === (value.date === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: settingsTexts.weekdayOrDate });
    }
    if (value.endTime <= value.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: showingsTexts.endAfterStart });
    }
  });
export type BlockedTime = z.output<typeof blockedTimeSchema>;

/**
 * `showingSettings/{propertyId}` (DESIGN §4) and the body of PUT /api/properties/{id}/showing-settings: how agents may
 * book showings of the property. Kept by the owner or a 'manage' share; a property without one uses the defaults.
 */
export const showingSettingsSchema = z.object({
  approvalMode: z.enum(SHOWING_APPROVAL_MODES),
  minimumNoticeHours: z.number().int().min(0).max(MINIMUM_NOTICE_HOURS_MAX),
  blockedTimes: z.array(blockedTimeSchema).max(BLOCKED_TIMES_MAX),
  defaultLengthMinutes: z.number().int().min(5).max(SHOWING_LENGTH_MINUTES_MAX),
});
export type ShowingSettings = z.output<typeof showingSettingsSchema>;

/** `showingSettings/{propertyId}` as stored: the settings under the property's id. */
export const storedShowingSettingsSchema = showingSettingsSchema.extend({ id: idSchema });
export type StoredShowingSettings = z.output<typeof storedShowingSettingsSchema>;

/** What agents can do today keeps working until an owner chooses otherwise. */
export const DEFAULT_SHOWING_SETTINGS: ShowingSettings = {
  approvalMode: 'auto-confirm',
  minimumNoticeHours: 0,
  blockedTimes: [],
  defaultLengthMinutes: SHOWING_DEFAULT_LENGTH_MINUTES,
};

/** The rules a requested slot can break, in the order they are checked. */
export const SHOWING_SLOT_RULES = ['notice', 'blocked', 'overlap'] as const;
export type ShowingSlotRule = (typeof SHOWING_SLOT_RULES)[number];

interface Slot {
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}

function weekdayOf(isoDate: string): Weekday {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** Whether the blocked time applies to the slot's day and its range intersects the slot (touching ends do not). */
export function blockedTimeCovers(blocked: BlockedTime, slot: Slot): boolean {
  const sameDay = blocked.date !== undefined ? blocked.date === slot.date : blocked.weekday === weekdayOf(slot.date);
  return sameDay && blocked.startTime < slot.endTime && slot.startTime < blocked.endTime;
}

/**
 * The settings rule a requested slot breaks (409), or undefined: too little notice before its start, or a blocked
 * time. Overlap with other showings is checked against the stored showings (`findOverlappingShowing`).
 */
export function brokenSettingsRule(slot: Slot, settings: ShowingSettings, now: Date): ShowingSlotRule | undefined {
  const start = localDateTime(slot.date, slot.startTime).getTime();
  if (start - now.getTime() < settings.minimumNoticeHours * 60 * 60 * 1000) return 'notice';
  if (settings.blockedTimes.some((blocked) => blockedTimeCovers(blocked, slot))) return 'blocked';
  return undefined;
}

/** The 409's message, naming the rule the slot breaks. */
export function slotRuleMessage(rule: ShowingSlotRule, settings: ShowingSettings): string {
  if (rule === 'notice') return settingsTexts.noticeRule(settings.minimumNoticeHours);
  if (rule === 'blocked') return settingsTexts.blockedRule;
  return showingsTexts.overlap;
}
