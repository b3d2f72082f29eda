import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the cases assigned to the signed-in attorney. */
export function useAttorneyCases(options: { onError?: (error: unknown) => void } = {}) {
  return useApiQuery(attorneyRoutes.attorneyCases, options);
}
