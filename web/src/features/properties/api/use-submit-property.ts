import { propertiesTexts, propertyRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof propertyRoutes.submitProperty>, 'onSuccess' | 'onError'>;

/** POST /api/properties: submits a new property; a failure shows the server's message, else the catalogue's. */
export function useSubmitProperty(callbacks: Callbacks = {}): ApiMutation<typeof propertyRoutes.submitProperty> {
  return useApiMutation(propertyRoutes.submitProperty, {
    success: propertiesTexts.submitSuccess,
    failure: { text: propertiesTexts.submitError, server: true },
    ...callbacks,
  });
}
