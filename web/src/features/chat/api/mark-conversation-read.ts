import { conversationRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * Marks the open conversation read up to now; the live list and badge pick the change up. A failure is logged only:
 * the conversation simply stays unread, and the next message tries again.
 */
export function useMarkConversationRead(): ApiMutation<typeof conversationRoutes.markConversationRead> {
  return useApiMutation(conversationRoutes.markConversationRead, { success: null, failure: null });
}
