import { accountRoutes, authTexts } from '@estatekey/domain';
import { useEffect, useState } from 'react';

import { callApi, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

export type VerificationOutcome =
  | { readonly verified: true; readonly serverMessage: string }
  | { readonly verified: false; readonly serverMessage: string | null };

export type VerificationState = { readonly status: 'pending' } | ({ readonly status: 'settled' } & VerificationOutcome);

// The token is single use: the second request of a StrictMode double effect, or of a remount, would fail and turn a
// success into a failure. One request per link per page load; every mount reads its outcome.
const outcomesByLink = new Map<string, Promise<VerificationOutcome>>();

/**
 * A user signed in here as the verified account gets a fresh ID token carrying `email_verified`, so the signed-in
 * area opens fully without signing in again (DESIGN §5). Loads the Auth SDK the verification call already needed.
 */
async function refreshSessionOf(userId: string): Promise<void> {
  try {
    const { refreshIdToken } = await import('../../../lib/firebase/auth');
    await refreshIdToken(userId);
  } catch (error) {
    // The next token refresh (within the hour) carries the claim anyway.
    console.error('Could not refresh the session after verification', error);
  }
}

function verifyLinkOnce(userId: string, token: string): Promise<VerificationOutcome> {
  const link = `${userId}/${token}`;
  let outcome = outcomesByLink.get(link);
  if (!outcome) {
    outcome = callApi(accountRoutes.verifyEmail, { params: { id: userId, token } }).then(
      async (response): Promise<VerificationOutcome> => {
        await refreshSessionOf(userId);
        return { verified: true, serverMessage: response.message };
      },
      (error: unknown): VerificationOutcome => {
        console.error('Email verification failed', error);
        return { verified: false, serverMessage: serverMessageOr(error, null, { unlessGeneric: true }) };
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
      if (outcome.verified) notify.success(outcome.serverMessage || authTexts.verification.verified);
      else notify.error(outcome.serverMessage ?? authTexts.verification.failed);
    });
    return () => {
      active = false;
    };
  }, [userId, token, notify]);

  if (settled?.link !== link) return { status: 'pending' };
  return { status: 'settled', ...settled.outcome };
}
