import { apiRoutes, type PropertyForm } from '@estatekey/domain';

import { apiClient } from '../../../lib/api-client';
import { concreteApiPath } from './api-paths';

/** PUT /api/properties/{id}: saves the Edit form (the fields of the submit form) for an owner, manager or admin. */
export async function updateProperty(propertyId: string, form: PropertyForm): Promise<void> {
  await apiClient.put(
    concreteApiPath(apiRoutes.updateProperty, { id: propertyId }),
    apiRoutes.updateProperty.response,
    { body: form },
  );
}

export function useUpdateProperty(): typeof updateProperty {
  return updateProperty;
}
