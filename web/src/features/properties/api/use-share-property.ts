import { propertyRoutes, sharingTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof propertyRoutes.shareProperty>, 'onSuccess' | 'onError'>;

/** Shares a property with a user at a permission level. */
export function useShareProperty(callbacks: Callbacks = {}): ApiMutation<typeof propertyRoutes.shareProperty> {
  return useApiMutation(propertyRoutes.shareProperty, {
    success: sharingTexts.shared,
    failure: { text: sharingTexts.shareFailed, server: true },
    ...callbacks,
  });
}
