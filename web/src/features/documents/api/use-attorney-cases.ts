import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the cases the attorney runs (every case for an admin), to upload court documents to. */
export function useAttorneyCases() {
  return useApiQuery(attorneyRoutes.attorneyCases);
}
