import { useCallback, useLayoutEffect, useRef, useState } from 'react';

import { useNotify } from './notify';

export interface ActionFeedback<Result> {
  /** The success toast: a catalogue text, one built from the result, or none (`null`). */
  readonly success: string | ((result: Result) => string | null) | null;
  /** Logs a failure once and tells the user (or leaves that to `onError`). */
  readonly reportFailure: (error: unknown) => void;
  readonly onSuccess?: (result: Result) => void;
  /** Called after the failure was reported. */
  readonly onError?: (error: unknown) => void;
}

export interface Action<Input, Result> {
  /**
   * Runs the action; answers its result, or `undefined` when it failed (reported once) or when a run is still going
   * (a double click runs it once).
   */
  readonly mutate: (input: Input) => Promise<Result | undefined>;
  readonly pending: boolean;
}

/**
 * The one way a component does something that can fail and tells the user how it went: a run at a time, its pending
 * state, the success toast and one report of a failure. `useApiMutation` is this for an API route; a change that is
 * not an API call (a rules-judged Firestore write, the clipboard) uses it directly with `loggedFailure`.
 */
export function useAction<Input, Result>(
  run: (input: Input) => Promise<Result>,
  feedback: ActionFeedback<Result>,
): Action<Input, Result> {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  // `mutate` keeps its identity across renders (effects and memoised children may depend on it) and still runs the
  // latest `run` and feedback the component rendered with.
  const latest = useRef({ run, feedback, notify });
  useLayoutEffect(() => {
    latest.current = { run, feedback, notify };
  });

  const mutate = useCallback(async (input: Input): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    const current = latest.current;
    try {
      const result = await current.run(input);
      const { success, onSuccess } = current.feedback;
      const message = typeof success === 'function' ? success(result) : success;
      if (message) current.notify.success(message);
      onSuccess?.(result);
      return result;
    } catch (error) {
      current.feedback.reportFailure(error);
      current.feedback.onError?.(error);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { mutate, pending };
}

/** A failure report for an action that is not an API call: one log line naming `what`, then the catalogue's text. */
export function useLoggedFailure(what: string, text: string): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    console.error(`${what} failed`, error);
    notify.error(text);
  };
}
