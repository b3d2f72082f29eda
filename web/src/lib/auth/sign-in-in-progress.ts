import { matchRoute } from '@estatekey/domain';
import { useSyncExternalStore } from 'react';

import type { RouteAccessDecision } from '../authorization';

// Signing in flips the session to signed-in before the login page knows where the user belongs (it still has to load
// the profile). Without this hold the guard would send the user from /login to /home first, then on to the real
// destination: a flash of the wrong dashboard and a wasted page load.
let activeHolds = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHeld = () => activeHolds > 0;

/** Keeps the current guest page (/login) on screen while a sign-in routes the user. Returns the release function. */
export function holdGuestPageDuringSignIn(): () => void {
  activeHolds += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    activeHolds -= 1;
    emit();
  };
}

/** True while a sign-in holds its guest page. */
export function useSignInInProgress(): boolean {
  return useSyncExternalStore(subscribe, isHeld, isHeld);
}

/** The guard's decision, except that a guest page being signed in from stays rendered until the sign-in moves on. */
export function keepGuestPageWhileSigningIn(
  decision: RouteAccessDecision,
  pathname: string,
  signingIn: boolean,
): RouteAccessDecision {
  if (signingIn && decision.kind === 'redirect' && matchRoute(pathname).access === 'guest') return { kind: 'render' };
  return decision;
}
