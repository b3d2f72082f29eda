import { COLLECTIONS, type Conversation, unreadMessageCount } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';

import { conversationConverter } from '../../lib/firebase/converters';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../user/use-user-profile';

const ownConversations: SignedInQuery<Conversation> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.conversations).withConverter(conversationConverter),
    where('participantIds', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
  );

const asIs = (conversations: Conversation[]) => conversations;

/**
 * The signed-in user's conversations, newest activity first, live: the /chat list and the sidebar badge read this one
 * query, so one listener serves both.
 */
export function useConversationsSnapshot(): LiveResult<Conversation[]> {
  return useSignedInQuery(ownConversations, asIs);
}

/** Live number of the signed-in user's unread messages over all their conversations (the sidebar badge). */
export function useUnreadMessageCount(): LiveResult<number> {
  const uid = useSignedInUid();
  return useSignedInQuery(ownConversations, (conversations) => unreadMessageCount(conversations, uid));
}
