import { propertiesTexts, propertyRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof propertyRoutes.updateProperty>, 'onSuccess' | 'onError'>;

/** PUT /api/properties/{id}: saves the edit form; a failure shows the server's message, else the catalogue's. */
export function useUpdateProperty(callbacks: Callbacks = {}): ApiMutation<typeof propertyRoutes.updateProperty> {
  return useApiMutation(propertyRoutes.updateProperty, {
    success: propertiesTexts.editForm.updated,
    failure: { text: propertiesTexts.editForm.updateFailed, server: true },
    ...callbacks,
  });
}
