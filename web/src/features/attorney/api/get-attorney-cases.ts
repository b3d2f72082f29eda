import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery, type ApiQueryOptions } from '../../../lib/use-api-query';

/** GET the cases assigned to the signed-in attorney; `failure` is the screen's toast when they cannot be loaded. */
export function useAttorneyCases({
  failure,
}: Pick<ApiQueryOptions<typeof attorneyRoutes.attorneyCases>, 'failure'> = {}) {
  return useApiQuery(attorneyRoutes.attorneyCases, { failure });
}
