import { attorneyRoutes } from '@estatekey/domain';

import { useAttorneyCasePages } from '../../../data/cases/use-attorney-cases';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET the cases the attorney runs (every case for an admin), to upload court documents to: a page at a time. */
export function useAttorneyCases() {
  return useAttorneyCasePages();
}

/** GET the case the page was opened for (`?caseId=`), which need not be on the pages read so far. */
export function usePreselectedCase(caseId: string) {
  return useApiQuery(attorneyRoutes.attorneyCase, { params: { id: caseId } });
}
