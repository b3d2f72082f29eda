import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  bookShowing,
  cancelShowing,
  listAgentShowings,
  moveShowing,
  toShowingResponse,
} from '../../services/showings/showings';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The agent's showings (spec part 2 §7); the owner hears of each change through the showing trigger. */
export function showingRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.showings, async ({ caller }) =>
    (await listAgentShowings(db, caller.uid)).map(toShowingResponse),
  );

  mountRoute(api, apiRoutes.createShowing, async ({ caller, body }) => {
    const showing = await bookShowing(db, caller, body);
    return { message: apiTexts.showingScheduled, showing: toShowingResponse(showing) };
  });

  mountRoute(api, apiRoutes.updateShowing, async ({ caller, params, body }) => {
    const showing = await moveShowing(db, caller, params.id, body);
    return { message: apiTexts.showingUpdated, showing: toShowingResponse(showing) };
  });

  mountRoute(api, apiRoutes.cancelShowing, async ({ caller, params }) => {
    await cancelShowing(db, caller, params.id);
    return { message: apiTexts.showingCancelled };
  });
}
