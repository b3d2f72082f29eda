import { attorneyRoutes } from '@estatekey/domain';

import type { ApiResult } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import { type LoadOptions, useLoadFailure } from './load-failure';

/** The stored profile with the attorney's names, e-mail and phone. */
export type StoredAttorneyProfile = ApiResult<typeof attorneyRoutes.attorneyProfile>;

/** GET the signed-in attorney's professional profile, names, e-mail and phone. */
export function useAttorneyProfile(options: LoadOptions = {}) {
  const onError = useLoadFailure(attorneyRoutes.attorneyProfile, options);
  return useApiQuery(attorneyRoutes.attorneyProfile, { onError });
}
