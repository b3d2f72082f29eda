import { attorneyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the signed-in attorney's professional profile, names, e-mail and phone. */
export function useAttorneyProfile(options: { onError?: (error: unknown) => void } = {}) {
  return useApiQuery(attorneyRoutes.attorneyProfile, options);
}
