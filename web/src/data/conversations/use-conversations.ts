import { COLLECTIONS, type Conversation, unreadMessageCount } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';

import { conversationConverter } from './conversation-converters';
import type { LivePage } from '../../lib/firebase/live-page';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInMatch, useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../../lib/auth/auth-session';

const participating: SignedInQuery<Conversation> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.conversations).withConverter(conversationConverter),
    where('participantIds', 'array-contains', uid),
  );

/** Needs the composite index (participantIds, updatedAt desc). */
const ownConversations: SignedInQuery<Conversation> = (firestore, uid) =>
  query(participating(firestore, uid), orderBy('updatedAt', 'desc'));

const asIs = (conversations: Conversation[]) => conversations;

/**
 * The signed-in user's conversations, newest activity first, a page at a time (LIVE_LIST_PAGE_SIZE, "Show more" reads
 * the next), live: the /chat list and the sidebar badge read its first page, so one listener serves both.
 */
export function useConversationsSnapshot(): LivePage<Conversation[]> {
  return useSignedInPage(ownConversations, asIs);
}

/**
 * Live number of the signed-in user's unread messages in their most recently active conversations (the first page of
 * the list): a new message moves its conversation to the top, so what is unread is there unless a page of other
 * conversations has had newer messages since (the sidebar badge; the same bound as the notifications badge).
 */
export function useUnreadMessageCount(): LiveResult<number> {
  const uid = useSignedInUid();
  const conversations = useSignedInPage(ownConversations, asIs);
  return conversations.status === 'success'
    ? { status: 'success', data: unreadMessageCount(conversations.data, uid) }
    : conversations;
}

/**
 * One of the user's conversations, live, by id, whichever page of the list it is on (a ?conversation= link); `null`
 * when they take no part in it (the rules refuse the read) or it does not exist.
 */
export function useOwnConversation(conversationId: string): LiveResult<Conversation | null> {
  return useSignedInMatch(participating, conversationId);
}
