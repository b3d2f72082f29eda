import { propertyRoutes } from '@estatekey/domain';

import { useApiQuery, type ApiQueryOptions } from '../../../lib/use-api-query';

/** GET /api/properties/{id}/shared-users: the users a property is shared with, and their permission. */
export function useSharedUsers(options: ApiQueryOptions<typeof propertyRoutes.sharedUsers>) {
  return useApiQuery(propertyRoutes.sharedUsers, options);
}
