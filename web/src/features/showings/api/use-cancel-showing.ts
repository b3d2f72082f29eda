import { showingRoutes, showingsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof showingRoutes.cancelShowing>, 'onSuccess' | 'onError'>;

/** DELETE /api/showings/{id}: cancelling deletes the showing (spec part 2 §4). */
export function useCancelShowing(callbacks: Callbacks = {}): ApiMutation<typeof showingRoutes.cancelShowing> {
  return useApiMutation(showingRoutes.cancelShowing, {
    success: showingsTexts.cancelled,
    failure: { text: showingsTexts.cancelFailed, server: true },
    ...callbacks,
  });
}
