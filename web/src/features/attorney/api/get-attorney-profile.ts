import { attorneyRoutes } from '@estatekey/domain';

import type { ApiResult } from '../../../lib/api-client';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/use-api-query';

/** The stored profile with the attorney's names, e-mail and phone. */
export type StoredAttorneyProfile = ApiResult<typeof attorneyRoutes.attorneyProfile>;

/** GET the signed-in attorney's professional profile, names, e-mail and phone; `failure` is the screen's toast. */
export function useAttorneyProfile({
  failure,
}: Pick<ApiQueryOptions<typeof attorneyRoutes.attorneyProfile>, 'failure'> = {}) {
  return useApiQuery(attorneyRoutes.attorneyProfile, { failure });
}
