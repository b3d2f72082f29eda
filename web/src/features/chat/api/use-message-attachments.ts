import { conversationRoutes, MESSAGE_PAGE_MAX, type MessageAttachment } from '@estatekey/domain';

import { type ApiQuery, useApiQuery } from '../../../lib/use-api-query';

/**
 * How the reader sees the attachments of a conversation's newest messages, by document id: the name of a document
 * they may read, else not available. The server decides (the live messages carry ids only); `refreshKey` reloads it
 * when a message with attachments arrives.
 */
export function useMessageAttachments(
  conversationId: string,
  refreshKey: string,
): ApiQuery<ReadonlyMap<string, MessageAttachment>> {
  const { request: page } = useApiQuery(conversationRoutes.listMessages, {
    params: { id: conversationId },
    query: { limit: MESSAGE_PAGE_MAX },
    refreshKey,
  });
  if (page.status !== 'success') return page;
  const attachments = new Map<string, MessageAttachment>();
  for (const message of page.data.messages) {
    for (const attachment of message.attachments) attachments.set(attachment.documentId, attachment);
  }
  return { status: 'success', data: attachments };
}
