import { attorneyRoutes, attorneyTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** POST a client intake: creates the case and invites the client; the server's answer is the success text. */
export function useSubmitClient(
  callbacks: MutationCallbacks<typeof attorneyRoutes.submitClient> = {},
): ApiMutation<typeof attorneyRoutes.submitClient> {
  return useApiMutation(attorneyRoutes.submitClient, {
    success: (answer) => answer.message,
    failure: { text: attorneyTexts.clients.submitFailed, server: true },
    ...callbacks,
  });
}
