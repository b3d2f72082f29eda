import type { Conversation, ConversationMessage, ConversationParticipant } from './conversation';

/** The sidebar's badge: the reader's unread messages over all their conversations. */
export function unreadMessageCount(conversations: readonly Conversation[], uid: string): number {
  return conversations.reduce((sum, conversation) => sum + (conversation.readState[uid]?.unreadCount ?? 0), 0);
}

/** The participant who is not the reader (the conversation is between two people). */
export function otherParticipant(
  conversation: Pick<Conversation, 'participants'>,
  uid: string,
): ConversationParticipant | undefined {
  return conversation.participants.find((participant) => participant.uid !== uid);
}

/**
 * The reader's newest own message the other party has read (their `lastReadAt` is at or after it): the one that shows
 * "Seen". Null when the other party has read none of them.
 */
export function lastSeenOwnMessageId(
  conversation: Pick<Conversation, 'participants' | 'readState'>,
  messages: readonly Pick<ConversationMessage, 'id' | 'senderId' | 'sentAt'>[],
  uid: string,
): string | null {
  const other = otherParticipant(conversation, uid);
  const lastReadAt = other ? conversation.readState[other.uid]?.lastReadAt : null;
  if (!lastReadAt) return null;
  let seen: string | null = null;
  for (const message of messages) {
    if (message.senderId === uid && message.sentAt.getTime() <= lastReadAt.getTime()) seen = message.id;
  }
  return seen;
}
