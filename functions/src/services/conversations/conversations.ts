import { createHash } from 'node:crypto';
import {
  canViewDocument,
  type Conversation,
  conversationLink,
  type ConversationMessage,
  type ConversationParticipant,
  type ConversationReadState,
  type ConversationSubject,
  type ConversationSubjectFacts,
  type ConversationSummary,
  conversationTexts,
  type CreateConversationRequest,
  type Document,
  DomainError,
  fullName,
  lastMessagePreview,
  mayConverse,
  type MessagePageQuery,
  type MessagePageResponse,
  type SendMessageRequest,
  shouldNotifyOfMessage,
  type UserProfile,
} from '@estatekey/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { recordAudit } from '../../lib/audit-log';
import type { RoleCaller } from '../../lib/caller';
import {
  casesCollection,
  conversationMessagesCollection,
  conversationsCollection,
  documentsCollection,
  propertiesCollection,
  usersCollection,
} from '../../lib/collections';
import { addNotificationIn } from '../notifications/notifications';
import { propertyAddressLine } from '../properties/properties';

/**
 * Secure messages (domain conversation/, conversation-routes.ts). Who may start a conversation is CONVERSATION_PAIRS
 * (`mayConverse`); once it exists, its two participants read and write it, and to anyone else it does not exist
 * (404). Messages are never changed or deleted. `now` is the server's clock (tests fix it).
 */

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

interface ResolvedSubject {
  readonly subject: ConversationSubject;
  readonly facts: ConversationSubjectFacts;
}

const notShared = () => DomainError.forbidden(conversationTexts.server.notSharedSubject);
const conversationNotFound = () => DomainError.notFound(conversationTexts.server.conversationNotFound);

async function caseSubject(db: Firestore, caseId: string): Promise<ResolvedSubject | undefined> {
  const legalCase = (await casesCollection(db).doc(caseId).get()).data();
  if (!legalCase) return undefined;
  return {
    subject: { kind: 'case', id: legalCase.id, name: legalCase.title || legalCase.caseName },
    facts: { kind: 'case', case: { attorneyId: legalCase.attorneyId, clientId: legalCase.clientId } },
  };
}

async function propertySubject(db: Firestore, propertyId: string): Promise<ResolvedSubject | undefined> {
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  if (!property) return undefined;
  const caseRefs = property.caseIds.map((caseId) => casesCollection(db).doc(caseId));
  const cases = caseRefs.length === 0 ? [] : await db.getAll(...caseRefs);
  const linkedCaseAttorneyIds = cases.flatMap((snapshot) => {
    const attorneyId: unknown = snapshot.get('attorneyId');
    return typeof attorneyId === 'string' ? [attorneyId] : [];
  });
  return {
    subject: { kind: 'property', id: property.id, name: propertyAddressLine(property) },
    facts: {
      kind: 'property',
      property: { ownerId: property.ownerId, sharedWith: property.sharedWith, linkedCaseAttorneyIds },
    },
  };
}

/**
 * The subjects the two may converse about when the caller names none: the cases, then the properties, that one of
 * them is a member of (the non-admin one, whose membership lists are small), in id order.
 */
async function sharedSubjectCandidates(db: Firestore, memberUid: string): Promise<ResolvedSubject[]> {
  const [cases, properties] = await Promise.all([
    casesCollection(db).where('memberIds', 'array-contains', memberUid).select().get(),
    propertiesCollection(db).where('memberIds', 'array-contains', memberUid).select().get(),
  ]);
  const caseIds = cases.docs.map((doc) => doc.id).sort();
  const propertyIds = properties.docs.map((doc) => doc.id).sort();
  const resolved = await Promise.all([
    ...caseIds.map((id) => caseSubject(db, id)),
    ...propertyIds.map((id) => propertySubject(db, id)),
  ]);
  return resolved.filter((subject): subject is ResolvedSubject => subject !== undefined);
}

/** One conversation per subject and pair of people: its id is derived from them, so two calls cannot make two. */
export function conversationIdOf(subject: Pick<ConversationSubject, 'kind' | 'id'>, uids: readonly string[]): string {
  const key = [subject.kind, subject.id, ...[...uids].sort()].join('\n');
  return createHash('sha256').update(key).digest('hex');
}

function participantOf(user: UserProfile): ConversationParticipant {
  return { uid: user.id, name: fullName(user) || user.email, role: user.role };
}

const freshReadState = (): ConversationReadState => ({ lastReadAt: null, unreadCount: 0, lastNotifiedAt: null });

/**
 * Opens (or finds) the conversation: its id, and whether this call created it. Serves
 * `POST /api/messages/conversations`.
 */
export async function createConversation(
  db: Firestore,
  caller: RoleCaller,
  body: CreateConversationRequest,
  now: Clock = systemClock,
): Promise<{ id: string; created: boolean }> {
  if (body.withUserId === caller.uid) {
    const message = conversationTexts.server.notYourself;
    throw DomainError.badRequest(message, [{ path: 'withUserId', message }]);
  }
  const [callerProfile, otherProfile] = await Promise.all([
    usersCollection(db).doc(caller.uid).get(),
    usersCollection(db).doc(body.withUserId).get(),
  ]);
  const me = callerProfile.data();
  const other = otherProfile.data();
  // Someone who does not exist is someone the caller shares nothing with.
  if (!me || !other) throw notShared();
  const a = { uid: caller.uid, role: caller.role };
  const b = { uid: other.id, role: other.role };

  let resolved: ResolvedSubject | undefined;
  if (body.caseId !== undefined || body.propertyId !== undefined) {
    resolved =
      body.caseId !== undefined ? await caseSubject(db, body.caseId) : await propertySubject(db, body.propertyId ?? '');
    if (!resolved || !mayConverse(resolved.facts, a, b)) throw notShared();
  } else {
    const member = caller.role === 'Admin' ? other.id : caller.uid;
    const candidates = await sharedSubjectCandidates(db, member);
    resolved = candidates.find((candidate) => mayConverse(candidate.facts, a, b));
    if (!resolved) throw DomainError.forbidden(conversationTexts.server.noSharedSubject);
  }

  const { subject } = resolved;
  const participants = [participantOf(me), participantOf(other)].sort((x, y) => x.uid.localeCompare(y.uid));
  const participantIds = participants.map((participant) => participant.uid);
  const id = conversationIdOf(subject, participantIds);
  const ref = conversationsCollection(db).doc(id);
  return await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return { id, created: false };
    const at = now();
    transaction.create(ref, {
      id,
      subject,
      participantIds,
      participants,
      lastMessage: null,
      readState: Object.fromEntries(participantIds.map((uid) => [uid, freshReadState()])),
      createdBy: caller.uid,
      createdAt: at,
      updatedAt: at,
    });
    return { id, created: true };
  });
}

/** The conversation when the caller is one of its two participants; otherwise it does not exist for them (404). */
async function participantConversation(
  db: Firestore,
  caller: RoleCaller,
  id: string,
  transaction?: Transaction,
): Promise<Conversation> {
  const ref = conversationsCollection(db).doc(id);
  const conversation = (transaction ? await transaction.get(ref) : await ref.get()).data();
  if (!conversation?.participantIds.includes(caller.uid)) throw conversationNotFound();
  return conversation;
}

/** The caller's conversations, newest first, with their unread counts. Serves `GET /api/messages/conversations`. */
export async function listConversations(db: Firestore, caller: RoleCaller): Promise<ConversationSummary[]> {
  const snapshot = await conversationsCollection(db)
    .where('participantIds', 'array-contains', caller.uid)
    .orderBy('updatedAt', 'desc')
    .get();
  return snapshot.docs.map((doc) => {
    const conversation = doc.data();
    return {
      id: conversation.id,
      subject: conversation.subject,
      participants: conversation.participants,
      lastMessage: conversation.lastMessage,
      unreadCount: conversation.readState[caller.uid]?.unreadCount ?? 0,
    };
  });
}

function invalidPageToken(): DomainError {
  const message = conversationTexts.server.invalidPageToken;
  return DomainError.badRequest(message, [{ path: 'query.before', message }]);
}

async function readDocuments(db: Firestore, ids: readonly string[]): Promise<Map<string, Document>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => documentsCollection(db).doc(id)));
  const found = snapshots.map((snapshot) => snapshot.data()).filter((doc): doc is Document => doc !== undefined);
  return new Map(found.map((doc) => [doc.id, doc]));
}

/**
 * A page of the conversation's messages, newest first (serves `GET …/messages`). The page token is the base64url id of
 * the previous page's oldest message; each attachment is named only to a reader who may read its document.
 */
export async function listMessages(
  db: Firestore,
  caller: RoleCaller,
  id: string,
  page: MessagePageQuery,
): Promise<MessagePageResponse> {
  await participantConversation(db, caller, id);
  const messages = conversationMessagesCollection(db, id);
  let query = messages.orderBy('sentAt', 'desc');
  if (page.before !== undefined) {
    const afterId = Buffer.from(page.before, 'base64url').toString('utf8');
    if (afterId === '' || afterId.includes('/')) throw invalidPageToken();
    const after = await messages.doc(afterId).get();
    if (!after.exists) throw invalidPageToken();
    query = query.startAfter(after);
  }
  const snapshot = await query.limit(page.limit + 1).get();
  const found = snapshot.docs.slice(0, page.limit).map((doc) => doc.data());
  const documents = await readDocuments(db, [...new Set(found.flatMap((message) => message.documentIds))]);
  const last = found.at(-1);
  return {
    messages: found.map((message) => ({
      id: message.id,
      senderId: message.senderId,
      text: message.text,
      sentAt: message.sentAt,
      attachments: message.documentIds.map((documentId) => {
        const document = documents.get(documentId);
        const available = document !== undefined && canViewDocument({ role: caller.role, uid: caller.uid, document });
        return { documentId, available, name: available ? document.originalName : null };
      }),
    })),
    nextPageToken: snapshot.size > page.limit && last ? Buffer.from(last.id, 'utf8').toString('base64url') : null,
  };
}

/**
 * Sends a message (serves `POST …/messages`): stores it at the server's time, moves the conversation's last message
 * and the other participant's unread count, and notifies them unless they were notified of this conversation in the
 * last ten minutes. Each attachment must be a document the sender may read; each is audit-logged against its document.
 */
export async function sendMessage(
  db: Firestore,
  caller: RoleCaller,
  id: string,
  body: SendMessageRequest,
  now: Clock = systemClock,
): Promise<string> {
  await participantConversation(db, caller, id);
  const documentIds = [...new Set(body.documentIds)];
  const documents = await readDocuments(db, documentIds);
  for (const documentId of documentIds) {
    const document = documents.get(documentId);
    if (!document || !canViewDocument({ role: caller.role, uid: caller.uid, document })) {
      const message = conversationTexts.server.attachmentNotReadable;
      throw DomainError.forbidden(message);
    }
  }
  const sender = (await usersCollection(db).doc(caller.uid).get()).data();
  const senderName = sender ? fullName(sender) || sender.email : '';

  return await db.runTransaction(async (transaction) => {
    const conversation = await participantConversation(db, caller, id, transaction);
    const at = now();
    const messageRef = conversationMessagesCollection(db, id).doc();
    const message: ConversationMessage = {
      id: messageRef.id,
      conversationId: id,
      senderId: caller.uid,
      text: body.text,
      documentIds,
      sentAt: at,
    };
    transaction.create(messageRef, message);

    const readState: Record<string, ConversationReadState> = {};
    for (const uid of conversation.participantIds) {
      const state = conversation.readState[uid] ?? freshReadState();
      if (uid === caller.uid) {
        // Writing in a conversation reads it.
        readState[uid] = { ...state, lastReadAt: at, unreadCount: 0 };
        continue;
      }
      const notify = shouldNotifyOfMessage(state.lastNotifiedAt, at);
      readState[uid] = {
        ...state,
        unreadCount: state.unreadCount + 1,
        lastNotifiedAt: notify ? at : state.lastNotifiedAt,
      };
      if (notify) {
        addNotificationIn(transaction, db, uid, {
          category: 'message',
          title: conversationTexts.notification.title(senderName),
          message: conversationTexts.notification.message(conversation.subject.name),
          link: conversationLink(id),
        });
      }
    }
    transaction.set(conversationsCollection(db).doc(id), {
      ...conversation,
      lastMessage: { id: message.id, senderId: caller.uid, text: lastMessagePreview(body.text), sentAt: at },
      readState,
      updatedAt: at,
    });
    for (const documentId of documentIds) {
      await recordAudit(
        db,
        {
          actorId: caller.uid,
          action: 'document.attachedToMessage',
          targetType: 'document',
          targetId: documentId,
          details: { conversationId: id, messageId: message.id },
        },
        { transaction },
      );
    }
    return message.id;
  });
}

/**
 * The caller has read the conversation up to now (serves `PUT …/read`). With nothing unread there is nothing to write:
 * an open thread marks itself read on every incoming message, and the conversation document is one two people share.
 */
export async function markConversationRead(
  db: Firestore,
  caller: RoleCaller,
  id: string,
  now: Clock = systemClock,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const conversation = await participantConversation(db, caller, id, transaction);
    const state = conversation.readState[caller.uid] ?? freshReadState();
    if (state.unreadCount === 0 && state.lastReadAt !== null) return;
    transaction.set(conversationsCollection(db).doc(id), {
      ...conversation,
      readState: { ...conversation.readState, [caller.uid]: { ...state, lastReadAt: now(), unreadCount: 0 } },
    });
  });
}
