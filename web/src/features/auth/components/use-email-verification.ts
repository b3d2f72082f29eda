import { messages } from '@estatekey/domain';
import { useEffect, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { verifyEmail } from '../api/verify-email';

export type VerificationOutcome =
  | { readonly verified: true; readonly serverMessage: string }
  | { readonly verified: false; readonly serverMessage: string | null };

export type VerificationState = { readonly status: 'pending' } | ({ readonly status: 'settled' } & VerificationOutcome);

// The token is single use: the second request of a StrictMode double effect, or of a remount, would fail and turn a
// success into a failure. One request per link per page load; every mount reads its outcome.
const outcomesByLink = new Map<string, Promise<VerificationOutcome>>();

function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status !== 0 && error.message !== messages.errors.internal) {
    return error.message;
  }
  return null;
}

function verifyLinkOnce(userId: string, token: string): Promise<VerificationOutcome> {
  const link = `${userId}/${token}`;
  let outcome = outcomesByLink.get(link);
  if (!outcome) {
    outcome = verifyEmail(userId, token).then(
      (response): VerificationOutcome => ({ verified: true, serverMessage: response.message }),
      (error: unknown): VerificationOutcome => {
        console.error('Email verification failed', error);
        return { verified: false, serverMessage: serverMessageOf(error) };
      },
    );
    outcomesByLink.set(link, outcome);
  }
  return outcome;
}

/**
 * Verifies the e-mail link `/users/{id}/verify/{token}` once and reports the outcome, with the toast of spec part 1
 * §4: the server's message, else 'Verification failed.' on failure.
 */
export function useEmailVerification(userId: string, token: string): VerificationState {
  const notify = useNotify();
  const link = `${userId}/${token}`;
  const [settled, setSettled] = useState<{ link: string; outcome: VerificationOutcome } | null>(null);

  useEffect(() => {
    let active = true;
    void verifyLinkOnce(userId, token).then((outcome) => {
      if (!active) return;
      setSettled({ link: `${userId}/${token}`, outcome });
      if (outcome.verified) notify.success(outcome.serverMessage || messages.verification.verified);
      else notify.error(outcome.serverMessage ?? messages.verification.failed);
    });
    return () => {
      active = false;
    };
  }, [userId, token, notify]);

  if (settled?.link !== link) return { status: 'pending' };
  return { status: 'settled', ...settled.outcome };
}
