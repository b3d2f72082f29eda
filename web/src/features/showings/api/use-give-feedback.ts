import { showingRoutes, showingsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof showingRoutes.showingFeedback>, 'onSuccess'>;

/** PUT /api/showings/{id}/feedback: the booking agent reports what the visitor thought, once the showing ended. */
export function useGiveFeedback(callbacks: Callbacks = {}): ApiMutation<typeof showingRoutes.showingFeedback> {
  return useApiMutation(showingRoutes.showingFeedback, {
    success: showingsTexts.feedback.saved,
    failure: { text: showingsTexts.feedback.saveFailed, server: true },
    ...callbacks,
  });
}
