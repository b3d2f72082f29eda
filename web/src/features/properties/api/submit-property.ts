import { apiRoutes, type PropertyForm, type PropertyResponse } from '@estatekey/domain';

import { apiClient } from '../../../lib/api-client';

/** POST /api/properties/submit as the signed-in user: the property is created pending, owned by the caller. */
export async function submitProperty(form: PropertyForm): Promise<PropertyResponse | undefined> {
  const { property } = await apiClient.post(apiRoutes.submitProperty.path, apiRoutes.submitProperty.response, {
    body: form,
  });
  return property;
}

export function useSubmitProperty(): typeof submitProperty {
  return submitProperty;
}
