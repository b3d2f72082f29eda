/** A calendar month; `month` 1–12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** The month `months` after `shown` (negative: before). */
export function stepMonth({ year, month }: CalendarMonth, months: number): CalendarMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}
