import { attorneyTexts, formatLocalDate } from '@estatekey/domain';

/** A case's due date (`YYYY-MM-DD`) in the local format, or 'Not set' (spec part 2 §2, §9). */
export function formatDueDate(dueDate: string | null): string {
  return formatLocalDate(dueDate, attorneyTexts.notSet);
}
