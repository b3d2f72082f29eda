import { webShellTexts } from '@estatekey/domain';
import { useCallback } from 'react';

import { callApi, type ApiCallInput, type ApiResult, type CallableRoute } from './api-client';
import { useFailureReport, type FailureText } from './api-failure';
import { useNotify } from './notify';
import { useAction, type Action, type ActionFeedback } from './use-action';
import { useOnlineStatus } from './use-online-status';

export interface MutationFeedback<Route extends CallableRoute>
  extends Omit<ActionFeedback<ApiResult<Route>>, 'reportFailure'> {
  /** The failure toast; `null` when the caller shows the failure itself (e.g. on a form's fields through `onError`). */
  readonly failure: FailureText | null;
}

/**
 * `mutate` calls the route; it answers the result, or `undefined` when the call failed (logged once and told with the
 * failure text), when a call is still running (a double click sends one request) or when the browser is offline.
 * `offline`: the server cannot be reached, so the control that calls the route is disabled and says why
 * (`OfflineActionReason`).
 */
export type ApiMutation<Route extends CallableRoute, Input = ApiCallInput<Route>> = Action<Input, ApiResult<Route>> & {
  readonly offline: boolean;
};

/**
 * The one way a component changes something through the API: the call, its pending state, and the feedback every
 * screen gives the same way — the success toast, and for a failure one log line and the catalogue's (or the server's)
 * text. Features wrap it in their `api/` hooks, e.g. `useUpdateCaseStatus()`. The call is `callApi`'s JSON request,
 * unless the route needs another transport (`send`, e.g. a multipart upload that reports its progress).
 * Offline, unlike a Firestore write, an API call cannot wait in a queue: it is not sent, and the user is told why.
 */
export function useApiMutation<Route extends CallableRoute>(
  route: Route,
  feedback: MutationFeedback<Route>,
): ApiMutation<Route>;
export function useApiMutation<Route extends CallableRoute, Input>(
  route: Route,
  feedback: MutationFeedback<Route>,
  send: (input: Input) => Promise<ApiResult<Route>>,
): ApiMutation<Route, Input>;
export function useApiMutation<Route extends CallableRoute>(
  route: Route,
  feedback: MutationFeedback<Route>,
  // `input` was checked against the route's schemas at the call site.
  send = (input: unknown) => (callApi as (route: Route, options: unknown) => Promise<ApiResult<Route>>)(route, input),
): ApiMutation<Route, unknown> {
  const reportFailure = useFailureReport(route, feedback.failure);
  const notify = useNotify();
  const online = useOnlineStatus();
  const { mutate: run, pending } = useAction(send, { ...feedback, reportFailure });
  const mutate = useCallback(
    async (input: unknown) => {
      // Read at the moment of the call, not from the last render: a control left enabled by mistake (or a keyboard
      // shortcut) still gets an answer, not a network error.
      if (!navigator.onLine) {
        notify.warning(webShellTexts.offlineActionReason);
        return undefined;
      }
      return await run(input);
    },
    [notify, run],
  );
  return { mutate, pending, offline: !online };
}
