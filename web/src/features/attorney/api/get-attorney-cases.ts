import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';
import { type LoadOptions, useLoadFailure } from './load-failure';

/** GET the cases assigned to the signed-in attorney. */
export function useAttorneyCases(options: LoadOptions = {}) {
  const onError = useLoadFailure(attorneyRoutes.attorneyCases, options);
  return useApiQuery(attorneyRoutes.attorneyCases, { onError });
}
