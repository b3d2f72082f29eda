import { saleState, type SaleStateInput } from './sale-state';

/**
 * The dates of a court-supervised sale that go into every party's calendar feed and deadline reminders: the
 * confirmation hearing (its continued date once continued) and, for an offer accepted pending notice, the day the
 * notice period ends, as the step machine computes it.
 */
export type SaleCalendarDate =
  | { readonly kind: 'hearing'; readonly date: string; readonly department?: string }
  | { readonly kind: 'noticeEnds'; readonly date: string };

export type SaleCalendarDateKind = SaleCalendarDate['kind'];

/** One property's sale as the feed and the reminders read it. */
export interface SaleCalendarSource {
  readonly propertyId: string;
  readonly propertyAddress: string;
  readonly sale: SaleStateInput;
}

export function saleCalendarDates(sale: SaleStateInput, today: string): SaleCalendarDate[] {
  if (!sale.caseLinked) return [];
  const dates: SaleCalendarDate[] = [];
  const { hearing } = sale;
  if (hearing) {
    const date = hearing.outcome === 'continued' && hearing.continuedTo ? hearing.continuedTo : hearing.date;
    dates.push({ kind: 'hearing', date, ...(hearing.department ? { department: hearing.department } : {}) });
  }
  const state = saleState(sale, today);
  if (state.acceptedOutcome === 'accepted-pending-notice' && state.noticeEndsOn !== undefined) {
    dates.push({ kind: 'noticeEnds', date: state.noticeEndsOn });
  }
  return dates;
}
