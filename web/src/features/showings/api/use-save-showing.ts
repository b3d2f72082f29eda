import {
  showingFormValues,
  showingFullTimes,
  type ShowingRequest,
  showingRoutes,
  showingsTexts,
} from '@estatekey/domain';

import { type ApiResult } from '../../../lib/api-client';
import { useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

/** The spec's payload (part 2 §7): the form's fields plus fullStartTime/fullEndTime, which the server recomputes. */
function showingPayload(showing: ShowingRequest): ShowingRequest {
  return { ...showingFormValues(showing), ...showingFullTimes(showing) };
}

type Callbacks = Pick<MutationFeedback<typeof showingRoutes.createShowing>, 'onError'> & {
  readonly onSuccess?: () => void;
};

export interface SaveShowing {
  /** Answers the saved showing, or `undefined` when saving failed (already told) or is still running. */
  readonly save: (
    showing: ShowingRequest,
  ) => Promise<ApiResult<typeof showingRoutes.createShowing | typeof showingRoutes.updateShowing> | undefined>;
  readonly pending: boolean;
  /** The server cannot be reached: saving is disabled (see `useApiMutation`). */
  readonly offline: boolean;
}

/**
 * POST /api/showings, or PUT /api/showings/{id} when `showingId` names the showing being edited: 'Showing scheduled'
 * or 'Showing updated', and the server's message (else the catalogue's) for a failure.
 */
export function useSaveShowing(showingId: string | null, { onSuccess, onError }: Callbacks = {}): SaveShowing {
  const failure = { text: showingsTexts.saveFailed, server: true } as const;
  const create = useApiMutation(showingRoutes.createShowing, {
    success: showingsTexts.scheduled,
    failure,
    onSuccess,
    onError,
  });
  const update = useApiMutation(showingRoutes.updateShowing, {
    success: showingsTexts.updated,
    failure,
    onSuccess,
    onError,
  });
  const save = (showing: ShowingRequest) => {
    const body = showingPayload(showing);
    if (showingId === null) return create.mutate({ body });
    return update.mutate({ params: { id: showingId }, body });
  };
  return { save, pending: create.pending || update.pending, offline: create.offline };
}
