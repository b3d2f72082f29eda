import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  canReadDocument,
  type Caller,
  CONVERSATION_PAIR_CASES,
  type ConversationRelation,
  type ConversationSubjectKind,
} from '@estatekey/domain';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firestoreAs,
  firestoreSignedOut,
  firestoreUnverifiedAs,
  FIXTURE_TIME,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

/*
 * conversations/{id} and their messages (COLLECTION_ACCESS.conversations, .conversationMessages): every allowed pair
 * of CONVERSATION_PAIRS gets a conversation between the personas who hold those relations; every caller — the two
 * participants, the admin, another client, an agent not on the property, a stranger — reads exactly what the table
 * says (participants only), and nobody writes anything: the API writes messages, they are the legal record.
 */

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

/** An agent the property is not shared with: no persona plays that part. */
const otherAgent: Caller = { uid: 'agent-not-on-the-property', role: 'Agent' };

/** Who holds each relation in the fixture: case-1 (Avery for Alice), property-1 (Alice's, shared with Aaron, linked to case-1). */
const HOLDER: Record<ConversationSubjectKind, Partial<Record<ConversationRelation, Caller>>> = {
  case: { 'case attorney': PERSONAS.avery, 'case client': PERSONAS.alice, admin: PERSONAS.ada },
  property: {
    owner: PERSONAS.alice,
    'property agent': PERSONAS.aaron,
    'linked case attorney': PERSONAS.avery,
    admin: PERSONAS.ada,
  },
};

const callers: readonly { name: string; caller: Caller }[] = [
  { name: 'Ada (Admin)', caller: PERSONAS.ada },
  { name: 'Alice (Guardian)', caller: PERSONAS.alice },
  { name: 'Eve (Executor, another client)', caller: PERSONAS.eve },
  { name: 'Avery (Attorney)', caller: PERSONAS.avery },
  { name: 'Aaron (Agent)', caller: PERSONAS.aaron },
  { name: 'an agent not on the property', caller: otherAgent },
  { name: 'Mallory (a stranger)', caller: PERSONAS.mallory },
];

const conversations = CONVERSATION_PAIR_CASES.filter((row) => row.allowed).map((row) => {
  const a = HOLDER[row.kind][row.a];
  const b = HOLDER[row.kind][row.b];
  if (!a || !b) throw new Error(`No persona holds ${row.a} / ${row.b} of a ${row.kind}`);
  const id = `${row.kind}-${row.a}-${row.b}`.replaceAll(' ', '-');
  const participantIds = [a.uid, b.uid].sort();
  const data = {
    id,
    subject: { kind: row.kind, id: `${row.kind}-1`, name: row.kind === 'case' ? 'Estate of Harold' : '12 Elm Street' },
    participantIds,
    participants: participantIds.map((uid) => ({ uid, name: uid, role: uid === a.uid ? a.role : b.role })),
    lastMessage: null,
    readState: Object.fromEntries(
      participantIds.map((uid) => [uid, { lastReadAt: null, unreadCount: 0, lastNotifiedAt: null }]),
    ),
    createdBy: a.uid,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
  };
  const message = {
    id: 'm1',
    conversationId: id,
    senderId: a.uid,
    text: 'The court approved the sale.',
    documentIds: [],
    sentAt: FIXTURE_TIME,
  };
  return { row, id, a, b, data, message, path: `conversations/${id}`, messagePath: `conversations/${id}/messages/m1` };
});

beforeAll(async () => {
  await env.clearFirestore();
  await seedDocuments(
    env,
    Object.fromEntries(
      conversations.flatMap((c) => [
        [c.path, c.data],
        [c.messagePath, c.message],
      ]),
    ),
  );
});

describe('participants, and only they, read a conversation and its messages', () => {
  for (const conversation of conversations) {
    describe(`${conversation.row.kind}: ${conversation.row.a} ↔ ${conversation.row.b}`, () => {
      for (const { name, caller } of callers) {
        const allowed = canReadDocument('conversations', caller, { id: conversation.id, data: conversation.data });
        const messagesAllowed = canReadDocument('conversationMessages', caller, {
          id: 'm1',
          parentId: conversation.id,
          parentConversationData: conversation.data,
          data: conversation.message,
        });
        it(`${name} ${allowed ? 'may' : 'may not'} read it and its messages`, async () => {
          expect(messagesAllowed).toBe(allowed);
          expect(allowed).toBe(conversation.data.participantIds.includes(caller.uid));
          const db = firestoreAs(env, caller);
          const attempts: (() => Promise<unknown>)[] = [
            () => getDoc(doc(db, conversation.path)),
            () => getDoc(doc(db, conversation.messagePath)),
            () => getDocs(collection(db, `${conversation.path}/messages`)),
          ];
          for (const attempt of attempts) {
            if (allowed) await assertSucceeds(attempt());
            else await assertFails(attempt());
          }
        });
      }

      for (const participant of [conversation.a, conversation.b]) {
        it(`${participant.uid}, a participant, writes nothing directly: no message, no edit, no delete`, async () => {
          const db = firestoreAs(env, participant);
          await assertFails(
            addDoc(collection(db, `${conversation.path}/messages`), {
              ...conversation.message,
              senderId: participant.uid,
            }),
          );
          await assertFails(setDoc(doc(db, `${conversation.path}/messages/m2`), conversation.message));
          await assertFails(updateDoc(doc(db, conversation.messagePath), { text: 'edited' }));
          await assertFails(deleteDoc(doc(db, conversation.messagePath)));
          await assertFails(updateDoc(doc(db, conversation.path), { [`readState.${participant.uid}.unreadCount`]: 0 }));
          await assertFails(deleteDoc(doc(db, conversation.path)));
        });
      }

      it('an unverified participant and a signed-out visitor read nothing', async () => {
        await assertFails(getDoc(doc(firestoreUnverifiedAs(env, conversation.a), conversation.path)));
        await assertFails(getDoc(doc(firestoreSignedOut(env), conversation.messagePath)));
      });
    });
  }

  it('nobody starts a conversation directly', async () => {
    for (const { caller } of callers) {
      await assertFails(
        setDoc(doc(firestoreAs(env, caller), 'conversations/made-by-a-client'), {
          ...conversations[0]?.data,
          participantIds: [caller.uid, PERSONAS.alice.uid],
        }),
      );
    }
  });
});

/** Resolves with the outcome of a live listener's first answer, as the web's `onSnapshot` hooks get it. */
function listen(target: Query): Promise<'snapshot' | 'denied'> {
  return new Promise((resolve) => {
    const unsubscribe = onSnapshot(
      target,
      () => {
        unsubscribe();
        resolve('snapshot');
      },
      () => resolve('denied'),
    );
  });
}

describe("a client never reads another client's conversation, whatever listener it opens", () => {
  const alicesCase = conversations.find((c) => c.row.kind === 'case' && c.row.a === 'case attorney');
  const attackers = [
    { name: 'Eve (another client of the same attorney)', caller: PERSONAS.eve },
    { name: 'Mallory (a stranger)', caller: PERSONAS.mallory },
    { name: 'an agent not on the property', caller: otherAgent },
  ];
  for (const { name, caller } of attackers) {
    it(`${name} listening for Alice's conversations is refused`, async () => {
      const db = firestoreAs(env, caller);
      expect(
        await listen(
          query(collection(db, 'conversations'), where('participantIds', 'array-contains', PERSONAS.alice.uid)),
        ),
      ).toBe('denied');
      expect(await listen(collection(db, 'conversations'))).toBe('denied');
      expect(await listen(collectionGroup(db, 'messages'))).toBe('denied');
      expect(await listen(collection(db, `conversations/${alicesCase?.id ?? ''}/messages`))).toBe('denied');
    });

    it(`${name} listening for its own conversations gets none of Alice's`, async () => {
      const db = firestoreAs(env, caller);
      const snapshot = await assertSucceeds(
        getDocs(query(collection(db, 'conversations'), where('participantIds', 'array-contains', caller.uid))),
      );
      expect(snapshot.docs.map((found) => found.id)).toEqual([]);
    });
  }

  it("Alice's own listener sees exactly her conversations", async () => {
    const db = firestoreAs(env, PERSONAS.alice);
    expect(
      await listen(
        query(collection(db, 'conversations'), where('participantIds', 'array-contains', PERSONAS.alice.uid)),
      ),
    ).toBe('snapshot');
    const snapshot = await getDocs(
      query(collection(db, 'conversations'), where('participantIds', 'array-contains', PERSONAS.alice.uid)),
    );
    expect(snapshot.docs.map((found) => found.id).sort()).toEqual(
      conversations
        .filter((c) => c.data.participantIds.includes(PERSONAS.alice.uid))
        .map((c) => c.id)
        .sort(),
    );
  });
});
