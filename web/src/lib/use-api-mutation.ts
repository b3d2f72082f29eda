import { useRef, useState } from 'react';

import { callApi, type ApiCallInput, type ApiResult, type CallableRoute } from './api-client';
import { useFailureReport, type FailureText } from './api-failure';
import { useNotify } from './notify';

export interface MutationFeedback<Route extends CallableRoute> {
  /** The success toast: a catalogue text, one built from the answer, or none (`null`). */
  readonly success: string | ((result: ApiResult<Route>) => string | null) | null;
  /** The failure toast; `null` when the caller shows the failure itself (e.g. on a form's fields through `onError`). */
  readonly failure: FailureText | null;
  readonly onSuccess?: (result: ApiResult<Route>) => void;
  /** Called after the failure was logged and its toast shown. */
  readonly onError?: (error: unknown) => void;
}

export interface ApiMutation<Route extends CallableRoute, Input = ApiCallInput<Route>> {
  /**
   * Calls the route; answers its result, or `undefined` when it failed (logged once and told with the failure text) or
   * when a call is still running (a double click sends one request).
   */
  readonly mutate: (input: Input) => Promise<ApiResult<Route> | undefined>;
  readonly pending: boolean;
}

/**
 * The one way a component changes something through the API: the call, its pending state, and the feedback every
 * screen gives the same way — the success toast, and for a failure one log line and the catalogue's (or the server's)
 * text. Features wrap it in their `api/` hooks, e.g. `useUpdateCaseStatus()`. The call is `callApi`'s JSON request,
 * unless the route needs another transport (`send`, e.g. a multipart upload that reports its progress).
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
  const notify = useNotify();
  const reportFailure = useFailureReport(route, feedback.failure);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const mutate = async (input: unknown): Promise<ApiResult<Route> | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      const result = await send(input);
      const { success, onSuccess } = feedback;
      const message = typeof success === 'function' ? success(result) : success;
      if (message) notify.success(message);
      onSuccess?.(result);
      return result;
    } catch (error) {
      reportFailure(error);
      feedback.onError?.(error);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { mutate, pending };
}
