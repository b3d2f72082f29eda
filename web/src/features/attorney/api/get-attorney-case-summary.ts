import { attorneyRoutes, todayIsoDate } from '@estatekey/domain';

import type { FailureText } from '../../../lib/api-failure';
import { useApiQuery } from '../../../lib/use-api-query';

/**
 * GET the dashboard's At a Glance counts and Upcoming Deadlines over the whole caseload, counted by the server. Today
 * is the attorney's day, where they are, not the server's.
 */
export function useAttorneyCaseSummary({ failure }: { readonly failure?: FailureText } = {}) {
  return useApiQuery(attorneyRoutes.attorneyCaseSummary, { query: { today: todayIsoDate() }, failure });
}
