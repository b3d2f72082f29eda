import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

import { callApi, type ApiCallInput, type ApiCallOptions, type ApiResult, type CallableRoute } from './api-client';
import { useFailureReport, type FailureText } from './api-failure';

export type ApiQuery<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

export type ApiOutcome<T> = Exclude<ApiQuery<T>, { status: 'loading' }>;

/** A settled request of a list (a route and its input, or a paged list's key). */
export interface SettledRequest<T> {
  readonly list: string;
  /** The request: the list with whatever calls for a fresh read (an attempt, a refresh key). */
  readonly request: string;
  readonly outcome: ApiOutcome<T>;
}

/**
 * What a refreshable load shows: the answer to the current request; while a refresh of the same list loads, its last
 * success (a table does not blink back to its spinner each time another user changes something); else nothing yet.
 */
export function shownOutcome<T>(
  settled: SettledRequest<T> | null,
  current: { readonly list: string; readonly request: string },
): ApiOutcome<T> | null {
  if (settled === null) return null;
  if (settled.request === current.request) return settled.outcome;
  return settled.list === current.list && settled.outcome.status === 'success' ? settled.outcome : null;
}

export type ApiQueryOptions<Route extends CallableRoute> = ApiCallInput<Route> & {
  /** Anything besides the route's input whose change calls for fresh data, e.g. a live list of ids. */
  readonly refreshKey?: string;
  /** The toast of a failed load; left out, a failure is only logged (the screen shows it in place). */
  readonly failure?: FailureText;
};

/** A route with nothing to send may be loaded without options. */
type QueryOptionsArgument<Route extends CallableRoute> =
  object extends ApiCallInput<Route> ? [options?: ApiQueryOptions<Route>] : [options: ApiQueryOptions<Route>];

/**
 * Loads a GET route with `callApi` and again whenever its params, query or `refreshKey` change or `reload` is called;
 * an answer for older input or an older attempt is ignored, and leaving the page cancels the request. A failure is
 * logged once and, when the screen asks, told with its toast.
 */
export function useApiQuery<Route extends CallableRoute>(
  route: Route,
  ...[options]: QueryOptionsArgument<Route>
): {
  request: ApiQuery<ApiResult<Route>>;
  reload: () => void;
  /** When the request of the answer shown started (`performance.now()`); null while none is shown. */
  answerRequestedAt: number | null;
} {
  const { refreshKey, failure, ...input }: { refreshKey?: string; failure?: FailureText } & object = options ?? {};
  const list = JSON.stringify([route.method, route.path, input]);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const request = JSON.stringify([list, refreshKey ?? null, attempt]);
  const [settled, setSettled] = useState<(SettledRequest<ApiResult<Route>> & { requestedAt: number }) | null>(null);
  // The latest input and route of this key: read when the request starts, so a new object each render does not refetch.
  const start = useEffectEvent((signal: AbortSignal) => callRoute(route, input, signal));
  const reportFailure = useFailureReport(route, failure);
  // Once per failed attempt, not for a request cancelled by a newer one.
  const fail = useEffectEvent(reportFailure);

  useEffect(() => {
    const controller = new AbortController();
    const requestedAt = performance.now();
    // An answer re-renders its screen as a transition, in slices between which the browser stays responsive (as the
    // live sources' snapshots do), not in one blocking render.
    const settle = (outcome: ApiOutcome<ApiResult<Route>>) =>
      startTransition(() => setSettled({ list, request, requestedAt, outcome }));
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) settle({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        fail(error);
        settle({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [list, request]);

  const shown = shownOutcome(settled, { list, request });
  return {
    request: shown ?? { status: 'loading' },
    reload,
    answerRequestedAt: shown === null || settled === null ? null : settled.requestedAt,
  };
}

function callRoute<Route extends CallableRoute>(
  route: Route,
  input: object,
  signal: AbortSignal,
): Promise<ApiResult<Route>> {
  // `input` is the route's ApiCallInput, checked at the hook's call site.
  const options = { ...input, signal } as ApiCallOptions<Route>;
  return callApi<CallableRoute>(route, options) as Promise<ApiResult<Route>>;
}
