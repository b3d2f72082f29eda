import {
  apiPath,
  apiRoutes,
  CONVERSATION_PAIR_CASES,
  conversationLink,
  conversationListResponseSchema,
  type ConversationRelation,
  type ConversationSubjectKind,
  conversationTexts,
  MESSAGE_RATE_LIMIT,
  MESSAGE_TEXT_MAX,
  messagePageResponseSchema,
  type Role,
} from '@estatekey/domain';
import { collection, doc, getDoc, getDocs, onSnapshot, query, where, type Query } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, type ApiAnswer } from './support/api-client';
import { seedCase, seedPropertyWithCase } from './support/cases';
import { uploadedDocumentId } from './support/documents';
import { signedInClient } from './support/client-sdk';
import { readNotifications, seedProfile } from './support/properties';

/*
 * Secure messages through /api/messages: who may start a conversation (every row of CONVERSATION_PAIRS, allowed or
 * not), who may read and write one (its two participants; to anyone else it does not exist), one conversation per
 * subject and pair however often or simultaneously it is asked for, attachments by reference, the 30-a-minute limit,
 * pagination, unread counts and the quiet notification.
 */

let attorney: TestAccount;
let client: TestAccount;
let otherClient: TestAccount;
let agent: TestAccount;
let viewAgent: TestAccount;
let otherAgent: TestAccount;
let admin: TestAccount;
let otherAdmin: TestAccount;
let stranger: TestAccount;
let caseId: string;
let otherCaseId: string;
let propertyId: string;

async function account(role: Role, firstName: string): Promise<TestAccount> {
  const created = await createAccountWithRole(role);
  await seedProfile({ uid: created.uid, role, firstName, lastName: 'Tester', email: created.email });
  return created;
}

beforeAll(async () => {
  [attorney, client, otherClient, agent, viewAgent, otherAgent, admin, otherAdmin, stranger] = await Promise.all([
    account('Attorney', 'Avery'),
    account('Guardian', 'Alice'),
    account('Executor', 'Eve'),
    account('Agent', 'Aaron'),
    account('Agent', 'Vera'),
    account('Agent', 'Otto'),
    account('Admin', 'Ada'),
    account('Admin', 'Adam'),
    account('Guardian', 'Mallory'),
  ]);
  ({ propertyId, caseId } = await seedPropertyWithCase(
    { ownerId: client.uid, sharedWith: { [agent.uid]: 'manage', [viewAgent.uid]: 'view' } },
    { attorneyId: attorney.uid, clientId: client.uid },
  ));
  otherCaseId = await seedCase({ attorneyId: attorney.uid, clientId: otherClient.uid, caseName: 'Estate of Eve' });
});

const conversationsPath = apiPath(apiRoutes.listConversations);
const messagesOf = (id: string) => apiPath(apiRoutes.listMessages, { id });
const readOf = (id: string) => apiPath(apiRoutes.markConversationRead, { id });

async function startConversation(
  from: TestAccount,
  body: { withUserId: string; caseId?: string; propertyId?: string },
): Promise<ApiAnswer> {
  return await callApi(conversationsPath, { method: 'POST', token: from.idToken, body });
}

async function conversationId(from: TestAccount, body: Parameters<typeof startConversation>[1]): Promise<string> {
  const answer = await startConversation(from, body);
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return (answer.body as { id: string }).id;
}

async function send(from: TestAccount, id: string, body: Record<string, unknown>): Promise<ApiAnswer> {
  return await callApi(messagesOf(id), { method: 'POST', token: from.idToken, body });
}

async function sentId(from: TestAccount, id: string, text: string, documentIds?: string[]): Promise<string> {
  const answer = await send(from, id, { text, ...(documentIds ? { documentIds } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: string }).id;
}

async function listConversations(who: TestAccount) {
  const answer = await callApi(conversationsPath, { token: who.idToken });
  expect(answer.status).toBe(200);
  return conversationListResponseSchema.parse(answer.body);
}

async function readMessages(who: TestAccount, id: string, query = '') {
  const answer = await callApi(`${messagesOf(id)}${query}`, { token: who.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return messagePageResponseSchema.parse(answer.body);
}

describe('who may start a conversation: every row of CONVERSATION_PAIRS, through the API', () => {
  // Who holds each relation; a pair of one relation with itself takes its first two holders.
  const holders = (): Record<ConversationSubjectKind, Partial<Record<ConversationRelation, TestAccount[]>>> => ({
    case: { 'case attorney': [attorney], 'case client': [client], admin: [admin, otherAdmin] },
    property: {
      owner: [client],
      'property agent': [agent, viewAgent],
      'linked case attorney': [attorney],
      admin: [admin, otherAdmin],
    },
  });

  for (const row of CONVERSATION_PAIR_CASES) {
    it(`${row.kind}: ${row.a} ↔ ${row.b} ${row.allowed ? 'may' : 'may not'} converse`, async () => {
      const a = holders()[row.kind][row.a]?.[0];
      const b = row.a === row.b ? holders()[row.kind][row.b]?.[1] : holders()[row.kind][row.b]?.[0];
      if (!a || !b) {
        // One holder only (a case has one attorney and one client): a conversation with oneself is refused.
        if (a) expect((await startConversation(a, { withUserId: a.uid, caseId })).status).toBe(400);
        return;
      }
      const subject = row.kind === 'case' ? { caseId } : { propertyId };
      const first = await startConversation(a, { withUserId: b.uid, ...subject });
      expect(first.status, JSON.stringify(first.body)).toBe(row.allowed ? 201 : 403);
      if (!row.allowed) {
        expect((first.body as { message: string }).message).toBe(conversationTexts.server.notSharedSubject);
        return;
      }
      // The other one asking again finds the same conversation.
      const again = await startConversation(b, { withUserId: a.uid, ...subject });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });
  }

  it('people outside the case and property are refused with 403, whoever they ask for', async () => {
    for (const outsider of [otherClient, otherAgent, stranger]) {
      for (const body of [
        { withUserId: attorney.uid, caseId },
        { withUserId: client.uid, propertyId },
        { withUserId: client.uid },
      ]) {
        expect((await startConversation(outsider, body)).status, `${outsider.email} ${JSON.stringify(body)}`).toBe(403);
      }
    }
    // The attorney may not reach another client through this client's case, nor a missing case.
    expect((await startConversation(attorney, { withUserId: otherClient.uid, caseId })).status).toBe(403);
    expect((await startConversation(attorney, { withUserId: client.uid, caseId: 'no-such-case' })).status).toBe(403);
    expect((await startConversation(attorney, { withUserId: 'no-such-user', caseId })).status).toBe(403);
  });

  it('refuses bad input and a call without a token', async () => {
    const both = await startConversation(attorney, { withUserId: client.uid, caseId, propertyId });
    expect(both.status).toBe(400);
    expect(failedFields(both)).toEqual(['propertyId']);
    expect((await callApi(conversationsPath, { method: 'POST', body: { withUserId: client.uid } })).status).toBe(401);
    expect((await callApi(conversationsPath)).status).toBe(401);
  });
});

describe('one conversation per subject and pair', () => {
  it('two simultaneous calls make one conversation: one 201, one 200, the same id', async () => {
    const { caseId: freshCase } = await seedPropertyWithCase(
      { ownerId: client.uid },
      { attorneyId: attorney.uid, clientId: client.uid },
    );
    const answers = await Promise.all([
      startConversation(attorney, { withUserId: client.uid, caseId: freshCase }),
      startConversation(client, { withUserId: attorney.uid, caseId: freshCase }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    const id = (answers[0]?.body as { id: string }).id;
    const stored = await adminDb.collection('conversations').where('subject.id', '==', freshCase).get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([id]);
  });

  it('without a case or property, the first one both share is chosen (the case page’s Message Client)', async () => {
    const byCase = await conversationId(attorney, { withUserId: client.uid, caseId });
    const guessed = await startConversation(attorney, { withUserId: client.uid });
    // The attorney and client share more than one case here; the chosen one is a case they share.
    expect(guessed.status).toBeLessThan(300);
    const list = await listConversations(attorney);
    const chosen = list.find((found) => found.id === (guessed.body as { id: string }).id);
    expect(chosen?.subject.kind).toBe('case');
    expect(list.some((found) => found.id === byCase)).toBe(true);
  });
});

describe('participants, and only they, read and write a conversation', () => {
  let id: string;
  beforeAll(async () => {
    id = await conversationId(attorney, { withUserId: client.uid, caseId });
  });

  it('each participant lists it with the subject, both participants, the last message and their unread count', async () => {
    await sentId(attorney, id, '  The court approved the sale.  ');
    const forClient = (await listConversations(client)).find((found) => found.id === id);
    expect(forClient?.subject).toEqual({ kind: 'case', id: caseId, name: 'Estate of Harold Guardian' });
    expect(forClient?.participants.map((participant) => participant.uid).sort()).toEqual(
      [attorney.uid, client.uid].sort(),
    );
    expect(forClient?.lastMessage?.text).toBe('The court approved the sale.');
    expect(forClient?.lastMessage?.senderId).toBe(attorney.uid);
    expect(forClient?.unreadCount).toBeGreaterThanOrEqual(1);
    expect((await listConversations(attorney)).find((found) => found.id === id)?.unreadCount).toBe(0);

    const read = await callApi(readOf(id), { method: 'PUT', token: client.idToken });
    expect(read.status).toBe(200);
    expect((await listConversations(client)).find((found) => found.id === id)?.unreadCount).toBe(0);

    // Read again with nothing new: answered, and the document two people share is not written again.
    const writtenAt = async () => (await adminDb.doc(`conversations/${id}`).get()).updateTime?.valueOf();
    const readOnce = await writtenAt();
    expect((await callApi(readOf(id), { method: 'PUT', token: client.idToken })).status).toBe(200);
    expect(await writtenAt()).toBe(readOnce);
  });

  it('answers 404 to everyone else — the admin, another client, agents, a stranger — as for a missing one', async () => {
    for (const outsider of [admin, otherClient, agent, otherAgent, stranger]) {
      expect((await callApi(messagesOf(id), { token: outsider.idToken })).status).toBe(404);
      expect((await send(outsider, id, { text: 'Let me in' })).status).toBe(404);
      expect((await callApi(readOf(id), { method: 'PUT', token: outsider.idToken })).status).toBe(404);
      expect((await listConversations(outsider)).map((found) => found.id)).not.toContain(id);
    }
    expect((await callApi(messagesOf('no-such-conversation'), { token: client.idToken })).status).toBe(404);
    expect((await callApi(messagesOf(id))).status).toBe(401);
  });

  it('refuses an empty, an overlong and an over-attached message', async () => {
    expect(failedFields(await send(client, id, { text: '   ' }))).toEqual(['text']);
    expect(failedFields(await send(client, id, { text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) }))).toEqual(['text']);
    const eleven = Array.from({ length: 11 }, (_, index) => `doc-${index}`);
    expect(failedFields(await send(client, id, { text: 'Files', documentIds: eleven }))).toEqual(['documentIds']);
    expect((await send(client, id, { text: 'a'.repeat(MESSAGE_TEXT_MAX) })).status).toBe(201);
  });

  it('notifies the reader once per conversation in ten minutes, however many messages arrive', async () => {
    const fresh = await conversationId(agent, { withUserId: client.uid, propertyId });
    await sentId(agent, fresh, 'Photos are scheduled.');
    await sentId(agent, fresh, 'Thursday at ten.');
    await sentId(agent, fresh, 'Please leave the key.');
    const notifications = (await readNotifications(client.uid)).filter((n) => n.link === conversationLink(fresh));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.category).toBe('message');
    expect(notifications[0]?.title).toBe(conversationTexts.notification.title('Aaron Tester'));
    expect((await listConversations(client)).find((found) => found.id === fresh)?.unreadCount).toBe(3);
  });
});

/** The outcome of a live listener's first answer, as the web's snapshot hooks get it. */
function firstAnswer(target: Query): Promise<'snapshot' | 'denied'> {
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

describe("a client never reads another client's conversation through the Firebase SDK", () => {
  it('the participants listen to it live; another client of the same attorney is refused every way in', async () => {
    const id = await conversationId(attorney, { withUserId: client.uid, caseId });
    await sentId(attorney, id, 'Privileged advice');
    const own = await signedInClient(client);
    const attacker = await signedInClient(otherClient);
    try {
      const mine = await getDocs(
        query(collection(own.db, 'conversations'), where('participantIds', 'array-contains', client.uid)),
      );
      expect(mine.docs.map((found) => found.id)).toContain(id);
      expect((await getDocs(collection(own.db, `conversations/${id}/messages`))).size).toBeGreaterThan(0);

      const byVictim = query(
        collection(attacker.db, 'conversations'),
        where('participantIds', 'array-contains', client.uid),
      );
      expect(await firstAnswer(byVictim)).toBe('denied');
      expect(await firstAnswer(collection(attacker.db, `conversations/${id}/messages`))).toBe('denied');
      await expect(getDoc(doc(attacker.db, `conversations/${id}`))).rejects.toThrow();
      const theirs = await getDocs(
        query(collection(attacker.db, 'conversations'), where('participantIds', 'array-contains', otherClient.uid)),
      );
      expect(theirs.docs.map((found) => found.id)).not.toContain(id);
    } finally {
      await own.close();
      await attacker.close();
    }
  });
});

describe('attachments are references: each reader sees only what they may read', () => {
  it('names a shared document to both, marks another case’s document not available to the client, audits both', async () => {
    const id = await conversationId(attorney, { withUserId: client.uid, caseId });
    const shared = await uploadedDocumentId(attorney.idToken, { caseId, fileName: 'petition.pdf' });
    const otherCasesDocument = await uploadedDocumentId(attorney.idToken, {
      caseId: otherCaseId,
      fileName: 'eve-will.pdf',
    });
    const messageId = await sentId(attorney, id, 'Two documents', [shared, otherCasesDocument]);

    const asClient = (await readMessages(client, id)).messages.find((message) => message.id === messageId);
    expect(asClient?.attachments).toEqual([
      { documentId: shared, available: true, name: 'petition.pdf' },
      { documentId: otherCasesDocument, available: false, name: null },
    ]);
    const asAttorney = (await readMessages(attorney, id)).messages.find((message) => message.id === messageId);
    expect(asAttorney?.attachments.map((attachment) => attachment.available)).toEqual([true, true]);

    const audit = await adminDb.collection('auditLog').where('action', '==', 'document.attachedToMessage').get();
    const entries = audit.docs.map((doc) => doc.data()).filter((entry) => entry.details?.messageId === messageId);
    expect(entries.map((entry) => entry.targetId).sort()).toEqual([shared, otherCasesDocument].sort());
    expect(entries.every((entry) => entry.actorId === attorney.uid)).toBe(true);
  });

  it('refuses (403) a document the sender may not read, or one that does not exist, and stores nothing', async () => {
    const id = await conversationId(client, { withUserId: attorney.uid, caseId });
    const notHers = await uploadedDocumentId(attorney.idToken, { caseId: otherCaseId, fileName: 'private.pdf' });
    const before = (await readMessages(client, id)).messages.length;
    const refused = await send(client, id, { text: 'Look at this', documentIds: [notHers] });
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toBe(conversationTexts.server.attachmentNotReadable);
    expect((await send(client, id, { text: 'Or this', documentIds: ['no-such-document'] })).status).toBe(403);
    expect((await readMessages(client, id)).messages.length).toBe(before);
  });
});

describe('pages of messages, newest first', () => {
  it('walks back with nextPageToken until it is null, and refuses a forged token', async () => {
    const { caseId: pagedCase } = await seedPropertyWithCase(
      { ownerId: client.uid },
      { attorneyId: attorney.uid, clientId: client.uid },
    );
    const id = await conversationId(client, { withUserId: attorney.uid, caseId: pagedCase });
    const sent: string[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) sent.push(await sentId(client, id, text));

    const texts: string[][] = [];
    let token: string | null = null;
    do {
      const query: string = token === null ? '?limit=2' : `?limit=2&before=${encodeURIComponent(token)}`;
      const page = await readMessages(attorney, id, query);
      texts.push(page.messages.map((message) => message.text));
      token = page.nextPageToken;
    } while (token !== null);
    expect(texts).toEqual([['five', 'four'], ['three', 'two'], ['one']]);

    const forged = await callApi(`${messagesOf(id)}?before=${Buffer.from('nope').toString('base64url')}`, {
      token: attorney.idToken,
    });
    expect(forged.status).toBe(400);
    expect((await callApi(`${messagesOf(id)}?limit=500`, { token: attorney.idToken })).status).toBe(400);
  });
});

describe('the rate limit', () => {
  it(`answers 429 beyond ${MESSAGE_RATE_LIMIT.max} messages a minute from one user, over all conversations`, async () => {
    const sender = await account('Guardian', 'Sally');
    const firstCase = await seedCase({ attorneyId: attorney.uid, clientId: sender.uid });
    const secondCase = await seedCase({ attorneyId: attorney.uid, clientId: sender.uid });
    const first = await conversationId(sender, { withUserId: attorney.uid, caseId: firstCase });
    const second = await conversationId(sender, { withUserId: attorney.uid, caseId: secondCase });
    const statuses: number[] = [];
    for (let index = 0; index < MESSAGE_RATE_LIMIT.max; index += 1) {
      statuses.push((await send(sender, index % 2 === 0 ? first : second, { text: `Message ${index}` })).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await send(sender, first, { text: 'One too many' });
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(conversationTexts.server.rateLimited);
    // Someone else is not held back by it.
    expect((await send(attorney, first, { text: 'Still here' })).status).toBe(201);
  });
});
