import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ApiRequest<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

type Outcome<T> = Exclude<ApiRequest<T>, { status: 'loading' }>;

/**
 * Runs `load` for `key` (the identity of what is loaded, e.g. a property id plus anything whose change calls for fresh
 * data) and again whenever the key changes or `reload` is called; an answer for an older key or attempt is ignored.
 * `onError` is called once per failed attempt.
 */
export function useApiRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): { request: ApiRequest<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; outcome: Outcome<T> } | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));
  const fail = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => setSettled({ key, attempt, outcome: { status: 'success', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        fail(error);
        setSettled({ key, attempt, outcome: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const current = settled !== null && settled.key === key && settled.attempt === attempt;
  return { request: current ? settled.outcome : { status: 'loading' }, reload };
}
