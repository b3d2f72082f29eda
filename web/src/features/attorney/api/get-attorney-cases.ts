import {
  type AttorneyCasePagesInput,
  type DueSpan,
  useAllAttorneyCases,
  useAttorneyCasePages,
} from '../../../data/cases/use-attorney-cases';

/** GET the attorney's cases (every case for an admin), newest first, a page at a time ("Show more cases"). */
export function useAttorneyCases(input: Omit<AttorneyCasePagesInput, 'dueSpan'> = {}) {
  return useAttorneyCasePages(input);
}

/** GET every case due in `dueSpan` (the calendar's month), soonest first; a failure is shown in place. */
export function useCasesDueIn(dueSpan: DueSpan) {
  return useAllAttorneyCases({ dueSpan });
}
