import { accountRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the signed-in user's profile, as the settings form edits it. */
export function useProfile() {
  return useApiQuery(accountRoutes.profile);
}
