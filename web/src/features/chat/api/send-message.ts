import { conversationRoutes, conversationTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Sends a message (server time, limits and attachment checks); the live thread shows it once stored. */
export function useSendMessage(onSuccess: () => void): ApiMutation<typeof conversationRoutes.sendMessage> {
  return useApiMutation(conversationRoutes.sendMessage, {
    success: null,
    failure: { text: conversationTexts.page.sendFailed, server: true },
    onSuccess,
  });
}
