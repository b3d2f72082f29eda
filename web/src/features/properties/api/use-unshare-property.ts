import { propertyRoutes, sharingTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof propertyRoutes.unshareProperty>, 'onSuccess' | 'onError'>;

/** Removes a user's share of a property. */
export function useUnshareProperty(callbacks: Callbacks = {}): ApiMutation<typeof propertyRoutes.unshareProperty> {
  return useApiMutation(propertyRoutes.unshareProperty, {
    success: sharingTexts.removed,
    failure: { text: sharingTexts.removeFailed, server: true },
    ...callbacks,
  });
}
