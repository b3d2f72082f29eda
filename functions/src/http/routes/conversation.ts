import { conversationRoutes, conversationTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole } from '../../lib/caller';
import {
  createConversation,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
} from '../../services/conversations/conversations';
import { mountArea, type ApiRouter } from '../mount-route';

/** Secure messages between the parties of a case or property (domain conversation-routes.ts). */
export function serveConversationArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, conversationRoutes, {
    listConversations: async ({ caller }) => await listConversations(db, withRole(caller)),

    createConversation: async ({ caller, body }, reply) => {
      const { id, created } = await createConversation(db, withRole(caller), body);
      // An existing conversation is answered with its id and 200 rather than 201.
      if (!created) reply.answerStatus(200);
      return { id };
    },

    listMessages: async ({ caller, params, query }) => await listMessages(db, withRole(caller), params.id, query),

    sendMessage: async ({ caller, params, body }) => ({
      id: await sendMessage(db, withRole(caller), params.id, body),
    }),

    markConversationRead: async ({ caller, params }) => {
      await markConversationRead(db, withRole(caller), params.id);
      return { message: conversationTexts.server.markedRead };
    },
  });
}
