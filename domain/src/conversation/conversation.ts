import { z } from 'zod';
import { boundedString, idSchema, timestampSchema, wireTimestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { roleSchema } from '../roles/role-schema';
import { conversationTexts } from './conversation-texts';

/** The longest message, in characters after trimming. */
export const MESSAGE_TEXT_MAX = 5000;
/** Documents one message may attach (by reference). */
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Messages one user may send per window, over all conversations (answered 429 beyond). */
export const MESSAGE_RATE_LIMIT = { windowMs: 60_000, max: 30 } as const;
/** A reader gets at most one 'message' notification per conversation within this time. */
export const MESSAGE_NOTIFICATION_QUIET_MS = 10 * 60_000;
/** The stored preview of the last message on the conversation, in characters. */
export const LAST_MESSAGE_PREVIEW_MAX = 200;
/** Messages per page of GET …/messages: the default and the most a client may ask for. */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;

export const CONVERSATION_SUBJECT_KINDS = ['case', 'property'] as const;
export type ConversationSubjectKind = (typeof CONVERSATION_SUBJECT_KINDS)[number];

/** What a conversation is about: its case or property, with the name it shows (case title, property address). */
export const conversationSubjectSchema = z.object({
  kind: z.enum(CONVERSATION_SUBJECT_KINDS),
  id: idSchema,
  name: boundedString(TEXT_LIMITS.addressLine),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const conversationParticipantSchema = z.object({
  uid: idSchema,
  name: boundedString(TEXT_LIMITS.displayName),
  role: roleSchema,
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

/** The conversation's copy of its newest message: a preview of the text, for the list. */
export const lastMessageSchema = z.object({
  id: idSchema,
  senderId: idSchema,
  text: boundedString(LAST_MESSAGE_PREVIEW_MAX),
  sentAt: timestampSchema,
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

/** Each participant's read position: when they last marked it read, and how many messages arrived since. */
export const conversationReadStateSchema = z.object({
  lastReadAt: timestampSchema.nullable(),
  unreadCount: z.number().int().min(0),
  /** When this participant was last notified of a message here (MESSAGE_NOTIFICATION_QUIET_MS). */
  lastNotifiedAt: timestampSchema.nullable(),
});
export type ConversationReadState = z.infer<typeof conversationReadStateSchema>;

/**
 * `conversations/{id}` (DESIGN §4), written by the API only. `participantIds` is what the rules and the web's
 * `array-contains` listener read; `readState` is keyed by participant uid.
 */
export const conversationSchema = z.object({
  id: idSchema,
  subject: conversationSubjectSchema,
  participantIds: z.array(idSchema).length(2),
  participants: z.array(conversationParticipantSchema).length(2),
  lastMessage: lastMessageSchema.nullable(),
  readState: z.record(idSchema, conversationReadStateSchema),
  createdBy: idSchema,
  createdAt: timestampSchema,
  /** The time of the newest message (the creation time before one): the list's order. */
  updatedAt: timestampSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * `conversations/{id}/messages/{messageId}`, written by the API only, never changed or deleted: part of the legal
 * record. `documentIds` are references; a reader who may not read a document sees it as not available.
 */
export const conversationMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  senderId: idSchema,
  text: boundedString(MESSAGE_TEXT_MAX),
  documentIds: z.array(idSchema).max(MESSAGE_ATTACHMENTS_MAX),
  sentAt: timestampSchema,
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

// ----- The API's contracts (conversation-routes.ts) -----

/** POST /api/messages/conversations: with whom, about which case or property (or the first one both share). */
export const createConversationRequestSchema = z
  .object({
    withUserId: idSchema,
    caseId: idSchema.optional(),
    propertyId: idSchema.optional(),
  })
  .refine((body) => body.caseId === undefined || body.propertyId === undefined, {
    message: conversationTexts.server.chooseOneSubject,
    path: ['propertyId'],
  });
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;

export const conversationCreatedResponseSchema = z.object({ id: idSchema });

/** POST …/messages. The text is trimmed before its bounds are checked. */
export const sendMessageRequestSchema = z.object({
  text: z
    .string({ error: conversationTexts.validation.textRequired })
    .trim()
    .min(1, conversationTexts.validation.textRequired)
    .max(MESSAGE_TEXT_MAX, conversationTexts.validation.textTooLong(MESSAGE_TEXT_MAX)),
  documentIds: z
    .array(idSchema)
    .max(MESSAGE_ATTACHMENTS_MAX, conversationTexts.validation.tooManyAttachments(MESSAGE_ATTACHMENTS_MAX))
    .default([]),
});
export type SendMessageRequest = z.output<typeof sendMessageRequestSchema>;
export type SendMessageRequestInput = z.input<typeof sendMessageRequestSchema>;

export const messageCreatedResponseSchema = z.object({ id: idSchema });

const wireLastMessageSchema = lastMessageSchema.extend({ sentAt: wireTimestampSchema });

/** GET /api/messages/conversations: the caller's conversations, newest first. */
export const conversationSummarySchema = z.object({
  id: idSchema,
  subject: conversationSubjectSchema,
  participants: z.array(conversationParticipantSchema),
  lastMessage: wireLastMessageSchema.nullable(),
  unreadCount: z.number().int().min(0),
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;
export const conversationListResponseSchema = z.array(conversationSummarySchema);

/** An attachment as one reader sees it: its title only when they may read the document. */
export const messageAttachmentSchema = z.object({
  documentId: idSchema,
  available: z.boolean(),
  name: boundedString(TEXT_LIMITS.title).nullable(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageResponseItemSchema = z.object({
  id: idSchema,
  senderId: idSchema,
  text: boundedString(MESSAGE_TEXT_MAX),
  attachments: z.array(messageAttachmentSchema),
  sentAt: wireTimestampSchema,
});
export type MessageResponseItem = z.output<typeof messageResponseItemSchema>;

/** `?before=` (a page token from the previous page) and `?limit=`. */
export const messagePageQuerySchema = z.object({
  before: boundedString(TEXT_LIMITS.pageToken).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_DEFAULT),
});
export type MessagePageQuery = z.output<typeof messagePageQuerySchema>;

/** Newest first; `nextPageToken` fetches the older page, null when there is none. */
export const messagePageResponseSchema = z.object({
  messages: z.array(messageResponseItemSchema),
  nextPageToken: boundedString(TEXT_LIMITS.pageToken).nullable(),
});
export type MessagePageResponse = z.output<typeof messagePageResponseSchema>;

export const conversationParamsSchema = z.object({ id: idSchema });

/** The preview the conversation keeps of a message. */
export function lastMessagePreview(text: string): string {
  const chars = [...text];
  return chars.length <= LAST_MESSAGE_PREVIEW_MAX ? text : `${chars.slice(0, LAST_MESSAGE_PREVIEW_MAX - 1).join('')}…`;
}

/** Whether a message to this reader should notify them, given when they were last notified here. */
export function shouldNotifyOfMessage(lastNotifiedAt: Date | null, now: Date): boolean {
  return lastNotifiedAt === null || now.getTime() - lastNotifiedAt.getTime() >= MESSAGE_NOTIFICATION_QUIET_MS;
}

/** The in-app link of a conversation (the /chat page opens it). */
export function conversationLink(conversationId: string): string {
  return `/chat?conversation=${encodeURIComponent(conversationId)}`;
}
