import { addDaysIso } from '../common/dates';
import { saleCalendarDates, type SaleCalendarDateKind, type SaleCalendarSource } from '../sale/sale-calendar';

/** Days before a case's due date on which its attorney and its client are reminded: a week ahead and the day before. */
export const DEADLINE_REMINDER_OFFSETS = [7, 1] as const;
export type DeadlineReminderOffset = (typeof DEADLINE_REMINDER_OFFSETS)[number];

export interface DeadlineReminder {
  readonly caseId: string;
  readonly dueDate: string;
  readonly daysLeft: DeadlineReminderOffset;
  /** Who is reminded: the attorney, and the client once they joined. */
  readonly recipients: readonly string[];
  /**
   * Unique per case, due date and offset: a replayed or repeated run on the same day, or a second run after the due
   * date moved and back, finds the reminder already sent.
   */
  readonly key: string;
}

/** The due dates a run on `today` reminds of: one per offset, `today` + offset days. */
export function reminderDueDates(today: string): string[] {
  return DEADLINE_REMINDER_OFFSETS.map((offset) => addDaysIso(today, offset));
}

/** The reminder due for a case on `today`, if any: its due date is exactly 7 or 1 days away and it is not closed. */
export function deadlineReminderFor(
  legalCase: {
    readonly id: string;
    readonly dueDate: string | null;
    readonly status: string;
    readonly attorneyId: string;
    readonly clientId: string | null;
  },
  today: string,
): DeadlineReminder | undefined {
  if (legalCase.dueDate === null || legalCase.status === 'Closed') return undefined;
  const daysLeft = DEADLINE_REMINDER_OFFSETS.find((offset) => addDaysIso(today, offset) === legalCase.dueDate);
  if (daysLeft === undefined) return undefined;
  const recipients = legalCase.clientId === null ? [legalCase.attorneyId] : [legalCase.attorneyId, legalCase.clientId];
  return {
    caseId: legalCase.id,
    dueDate: legalCase.dueDate,
    daysLeft,
    recipients,
    key: `deadline-${legalCase.id}-${legalCase.dueDate}-${daysLeft}d`,
  };
}

export interface SaleDeadlineReminder {
  readonly propertyId: string;
  readonly propertyAddress: string;
  /** The confirmation hearing, or the end of the notice period of an offer accepted pending notice. */
  readonly kind: SaleCalendarDateKind;
  readonly date: string;
  readonly daysLeft: DeadlineReminderOffset;
  /** Every party of the sale: the owner, the property's members, the attorney and client of each linked case. */
  readonly recipients: readonly string[];
  /** Unique per property, kind, date and offset, as a case's key is per case, due date and offset. */
  readonly key: string;
}

/**
 * The reminders due on `today` for a sale's dates (saleCalendarDates, the same dates the calendar feed shows): one
 * for each date exactly 7 or 1 days away, to every party.
 */
export function saleDeadlineRemindersFor(
  source: SaleCalendarSource & { readonly parties: readonly string[] },
  today: string,
): SaleDeadlineReminder[] {
  return saleCalendarDates(source.sale, today).flatMap(({ kind, date }) => {
    const daysLeft = DEADLINE_REMINDER_OFFSETS.find((offset) => addDaysIso(today, offset) === date);
    if (daysLeft === undefined) return [];
    return [
      {
        propertyId: source.propertyId,
        propertyAddress: source.propertyAddress,
        kind,
        date,
        daysLeft,
        recipients: [...new Set(source.parties)],
        key: `sale-${kind}-${source.propertyId}-${date}-${daysLeft}d`,
      },
    ];
  });
}
