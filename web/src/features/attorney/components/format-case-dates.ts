import { attorneyTexts, localDateTime } from '@estatekey/domain';

/** A case's due date (`YYYY-MM-DD`) in the local format, or 'Not set' (spec part 2 §2, §9). */
export function formatDueDate(dueDate: string | null): string {
  return dueDate ? localDateTime(dueDate, '00:00').toLocaleDateString() : attorneyTexts.notSet;
}

/** A moment (the case's opening) in the local date format. */
export function formatLocalDate(moment: Date): string {
  return moment.toLocaleDateString();
}
