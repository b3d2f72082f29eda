import { keyCustodyTexts, showingRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * GET /api/showings/{id}/lockbox-code, on the agent's click (each call is a logged reveal the owner is told of, so it
 * is an action, never a query that runs on its own): the code and until when it is valid.
 */
export function useRevealLockboxCode(): ApiMutation<typeof showingRoutes.revealLockboxCode> {
  return useApiMutation(showingRoutes.revealLockboxCode, {
    success: null,
    failure: { text: keyCustodyTexts.showing.loadFailed, server: true },
  });
}
