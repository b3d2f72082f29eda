/** Calendar dates as `YYYY-MM-DD` strings and times as `HH:MM`, the shapes the spec's payloads carry. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isTime(value: string): boolean {
  return HH_MM.test(value);
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Today's local date; pass `now` to make callers testable. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function addDaysIso(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD strings order lexically, so comparison is plain string comparison. */
export function isOnOrAfter(isoDate: string, other: string): boolean {
  return isoDate >= other;
}

export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function timeFromMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Local wall-clock instant of a date and time, e.g. a showing's start. */
export function localDateTime(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, 0, 0);
}

/** '13:30' → '1:30 PM' (spec part 2 §9: times in 12-hour format with AM/PM). */
export function formatTime12h(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** 'Friday, March 6, 2026' (spec part 2 §9: US English with weekday). */
export function formatLongUsDate(isoDate: string): string {
  return localDateTime(isoDate, '00:00').toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** A date to show: a `YYYY-MM-DD` date as that local calendar day, another string as an instant; null when none. */
function dateToShow(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? (isIsoDate(value) ? localDateTime(value, '00:00') : new Date(value)) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '3/6/2026', or 'N/A' when there is no date (agent documents screen). */
export function formatShortUsDate(value: Date | string | null | undefined, empty = 'N/A'): string {
  const date = dateToShow(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' }) : empty;
}

/** The browser's local date format (spec part 2 §9: "Dates elsewhere shown in the local format"), or `empty`. */
export function formatLocalDate(value: Date | string | null | undefined, empty = ''): string {
  return dateToShow(value)?.toLocaleDateString() ?? empty;
}

/** Half-hour (or other step) slots from `first` to `last` inclusive, as HH:MM. */
export function timeSlots(first: string, last: string, stepMinutes: number): string[] {
  const slots: string[] = [];
  for (let minute = minutesOfDay(first); minute <= minutesOfDay(last); minute += stepMinutes) {
    slots.push(timeFromMinutes(minute));
  }
  return slots;
}

/**
 * "Today" for a server judging dates typed by users anywhere: the date in the westernmost time zone (UTC−12), so a
 * date that is today for any user is never refused as past.
 */
export function serverTodayIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
