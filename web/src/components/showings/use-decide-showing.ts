import { showingRoutes, showingsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../lib/use-api-mutation';

/**
 * PUT /api/showings/{id}/decision: the owner or a 'manage' share confirms or declines a request, from the
 * notification or the property page; the showing's listeners show the new status.
 */
export function useDecideShowing(): ApiMutation<typeof showingRoutes.decideShowing> {
  return useApiMutation(showingRoutes.decideShowing, {
    success: ({ status }) =>
      status === 'confirmed' ? showingsTexts.decision.confirmed : showingsTexts.decision.declined,
    failure: { text: showingsTexts.decision.failed, server: true },
  });
}
