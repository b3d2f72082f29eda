import { conversationRoutes, conversationTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * Opens the conversation with a person about a case or property (or the first one both share): 201 with a new id,
 * 200 with the existing one. A refusal shows the server's reason (e.g. no shared case).
 */
export function useOpenConversation(): ApiMutation<typeof conversationRoutes.createConversation> {
  return useApiMutation(conversationRoutes.createConversation, {
    success: null,
    failure: { text: conversationTexts.page.openFailed, server: true },
  });
}
