import { apiTexts, showingRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { bookShowing, cancelShowing, listAgentShowings, moveShowing, toShowingResponse } from '../../services/showings/showings';
import { mountArea, type ApiRouter } from '../mount-route';

/** The agent's showings (spec part 2 §7); the owner hears of each change through the showing trigger. */
export function serveShowingArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, showingRoutes, {
    showings: async ({ caller }) => (await listAgentShowings(db, caller.uid)).map(toShowingResponse),

    createShowing: async ({ caller, body }) => {
      const showing = await bookShowing(db, caller, body);
      return { message: apiTexts.showingScheduled, showing: toShowingResponse(showing) };
    },

    updateShowing: async ({ caller, params, body }) => {
      const showing = await moveShowing(db, caller, params.id, body);
      return { message: apiTexts.showingUpdated, showing: toShowingResponse(showing) };
    },

    cancelShowing: async ({ caller, params }) => {
      await cancelShowing(db, caller, params.id);
      return { message: apiTexts.showingCancelled };
    },
  });
}
