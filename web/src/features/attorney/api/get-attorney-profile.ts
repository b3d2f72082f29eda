import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';
import { type LoadOptions, useLoadFailure } from './load-failure';

/** GET the signed-in attorney's professional profile, names, e-mail and phone. */
export function useAttorneyProfile(options: LoadOptions = {}) {
  const onError = useLoadFailure(attorneyRoutes.attorneyProfile, options);
  return useApiQuery(attorneyRoutes.attorneyProfile, { onError });
}
