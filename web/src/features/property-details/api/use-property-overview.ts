import { propertyRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET a property's overview: the property, its upcoming showings and key pickups, and the cases the caller may read. */
export function usePropertyOverview(propertyId: string) {
  return useApiQuery(propertyRoutes.propertyOverview, { params: { id: propertyId } });
}
