import { HTTP_STATUS_FOR, type ApiFieldError } from '@estatekey/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '../../../lib/api-client';

export type IntakeStatus = 'idle' | 'submitting' | 'succeeded';

/** A failed submission; a new object each time, so the same text failing twice is announced (and focused) again. */
export interface IntakeFailure {
  readonly message: string;
}

export interface IntakeSubmissionOptions<TRequest> {
  readonly send: (request: TRequest) => Promise<unknown>;
  /** The modal's error text of spec part 1 §8. */
  readonly failureMessage: string;
  /** How long the success text stays before `onFinished` (spec part 1 §9). */
  readonly finishAfterMs: number;
  /** Closes the modal and resets its form. */
  readonly onFinished: () => void;
  /** Puts the field errors of a 400 answer on their inputs. */
  readonly showFieldErrors: (errors: readonly ApiFieldError[]) => void;
}

/** A flooded public endpoint says when to try again; every other failure gets the modal's own error text. */
export function intakeFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === HTTP_STATUS_FOR.rateLimited ? error.message : fallback;
}

/**
 * The outcome states of the public modals (spec part 1 §4): submitting (one request at a time, however often the
 * button is pressed), the success text and, `finishAfterMs` later, close and reset; a failure keeps the modal open
 * with its input.
 */
export function useIntakeSubmission<TRequest>({
  send,
  failureMessage,
  finishAfterMs,
  onFinished,
  showFieldErrors,
}: IntakeSubmissionOptions<TRequest>) {
  const [status, setStatus] = useState<IntakeStatus>('idle');
  const [failure, setFailure] = useState<IntakeFailure | null>(null);
  const inFlight = useRef(false);
  const finishTimer = useRef<number | undefined>(undefined);
  const latestOnFinished = useRef(onFinished);
  // A modal closed while its request runs must not close whatever is open when the answer arrives.
  const mounted = useRef(false);

  useEffect(() => {
    latestOnFinished.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(finishTimer.current);
    };
  }, []);

  const submit = useCallback(
    async (request: TRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      setStatus('submitting');
      try {
        await send(request);
        if (!mounted.current) return;
        setStatus('succeeded');
        finishTimer.current = window.setTimeout(() => {
          inFlight.current = false;
          setStatus('idle');
          latestOnFinished.current();
        }, finishAfterMs);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
          console.error('Public request failed', error);
        }
        inFlight.current = false;
        setStatus('idle');
        setFailure({ message: intakeFailureMessage(error, failureMessage) });
        if (error instanceof ApiError && error.status === HTTP_STATUS_FOR.validation) showFieldErrors(error.errors);
      }
    },
    [send, failureMessage, finishAfterMs, showFieldErrors],
  );

  return { submit, status, failure };
}
