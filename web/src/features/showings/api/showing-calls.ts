import { showingFormValues, showingFullTimes, type ShowingRequest, showingRoutes } from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';

/** The spec's payload (part 2 §7): the form's fields plus fullStartTime/fullEndTime, which the server recomputes. */
function showingPayload(showing: ShowingRequest): ShowingRequest {
  return { ...showingFormValues(showing), ...showingFullTimes(showing) };
}

/** POST /api/showings, or PUT /api/showings/{id} when `showingId` names the showing being edited. */
export function saveShowing(showing: ShowingRequest, showingId: string | null) {
  const body = showingPayload(showing);
  if (showingId === null) return callApi(showingRoutes.createShowing, { body });
  return callApi(showingRoutes.updateShowing, { params: { id: showingId }, body });
}

/** DELETE /api/showings/{id}: cancelling deletes the showing (spec part 2 §4). */
export function cancelShowing(showingId: string) {
  return callApi(showingRoutes.cancelShowing, { params: { id: showingId } });
}
