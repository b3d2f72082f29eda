import { type ApiRoute } from '../api/route-contract';
import {
  conversationCreatedResponseSchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  createConversationRequestSchema,
  messageCreatedResponseSchema,
  messagePageQuerySchema,
  messagePageResponseSchema,
  sendMessageRequestSchema,
} from './conversation';
import { messageResponseSchema } from '../api/common';

/**
 * Secure messages, the 'messages' area of `apiRoutes` (functions/src/http/routes/conversation.ts serves them). Every
 * signed-in role may call them; who may converse about what is CONVERSATION_PAIRS, checked by the service. A
 * conversation the caller is not a participant of answers 404, as a missing one.
 */
export const conversationRoutes = {
  /** The caller's conversations, newest first, each with its unread count for the caller. */
  listConversations: {
    method: 'GET',
    path: '/api/messages/conversations',
    access: 'authenticated',
    response: conversationListResponseSchema,
  },
  /** 201 with the new id, or 200 with the existing conversation's id (one per subject and pair of people). */
  createConversation: {
    method: 'POST',
    path: '/api/messages/conversations',
    access: 'authenticated',
    body: createConversationRequestSchema,
    response: conversationCreatedResponseSchema,
    successStatus: 201,
  },
  listMessages: {
    method: 'GET',
    path: '/api/messages/conversations/:id/messages',
    access: 'authenticated',
    params: conversationParamsSchema,
    query: messagePageQuerySchema,
    response: messagePageResponseSchema,
  },
  /** 429 beyond MESSAGE_RATE_LIMIT; every attached document must be one the sender may read (audit-logged). */
  sendMessage: {
    method: 'POST',
    path: '/api/messages/conversations/:id/messages',
    access: 'authenticated',
    rateLimit: ['messages'],
    params: conversationParamsSchema,
    body: sendMessageRequestSchema,
    response: messageCreatedResponseSchema,
    successStatus: 201,
  },
  /** Marks the conversation read up to now for the caller. */
  markConversationRead: {
    method: 'PUT',
    path: '/api/messages/conversations/:id/read',
    access: 'authenticated',
    params: conversationParamsSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
