import { type ConversationMessage, firestorePaths, MESSAGE_PAGE_MAX } from '@estatekey/domain';
import { collection, limitToLast, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { conversationMessageConverter } from './conversation-converters';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveQueryData } from '../../lib/firebase/live-source';

/** How many of a conversation's newest messages the thread listens to. */
export const THREAD_MESSAGES_LIMIT = MESSAGE_PAGE_MAX * 2;

const asIs = (messages: ConversationMessage[]) => messages;

/** A conversation's newest messages, oldest first, live, for one of its two participants (the rules' readers). */
export function useConversationMessagesSnapshot(conversationId: string): LiveResult<ConversationMessage[]> {
  const firestore = useFirestore();
  const messagesQuery = useMemo(
    () =>
      query(
        collection(firestore, firestorePaths.conversationMessages(conversationId)).withConverter(
          conversationMessageConverter,
        ),
        orderBy('sentAt'),
        limitToLast(THREAD_MESSAGES_LIMIT),
      ),
    [firestore, conversationId],
  );
  return liveResult(useLiveQueryData(messagesQuery), asIs);
}
