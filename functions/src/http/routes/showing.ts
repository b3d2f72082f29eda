import { apiTexts, showingRoutes, showingsTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getShowingSettings, saveShowingSettings } from '../../services/showings/showing-settings';
import {
  bookShowing,
  cancelShowing,
  decideShowing,
  giveShowingFeedback,
  listAgentShowings,
  moveShowing,
  toShowingResponse,
} from '../../services/showings/showings';
import { withRole } from '../../lib/caller';
import { getLockboxCodeEncryptionKey } from '../../config';
import { revealLockboxCodeForShowing } from '../../services/properties/lockbox';
import { mountArea, type ApiRouter } from '../mount-route';

/** The agent's showings (spec part 2 §7); the owner hears of each change through the showing trigger. */
export function serveShowingArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, showingRoutes, {
    showings: async ({ caller, query }) => (await listAgentShowings(db, caller.uid, query)).map(toShowingResponse),

    createShowing: async ({ caller, body }) => {
      const showing = await bookShowing(db, caller, body, new Date());
      return { message: apiTexts.showingScheduled, showing: toShowingResponse(showing) };
    },

    updateShowing: async ({ caller, params, body }) => {
      const showing = await moveShowing(db, caller, params.id, body, new Date());
      return { message: apiTexts.showingUpdated, showing: toShowingResponse(showing) };
    },

    cancelShowing: async ({ caller, params }) => {
      await cancelShowing(db, caller, params.id);
      return { message: apiTexts.showingCancelled };
    },

    showingSettings: async ({ caller, params }) => await getShowingSettings(db, withRole(caller), params.id),

    updateShowingSettings: async ({ caller, params, body }) =>
      await saveShowingSettings(db, withRole(caller), params.id, body),

    decideShowing: async ({ caller, params, body }) => ({
      status: await decideShowing(db, withRole(caller), params.id, body),
    }),

    showingFeedback: async ({ caller, params, body }) => {
      await giveShowingFeedback(db, caller, params.id, body, new Date());
      return { message: showingsTexts.feedback.saved };
    },

    revealLockboxCode: async ({ caller, params }) =>
      await revealLockboxCodeForShowing(db, caller, params.id, new Date(), getLockboxCodeEncryptionKey),
  });
}
