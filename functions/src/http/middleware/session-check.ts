import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { createTtlCache } from '../../lib/ttl-cache';

/** How long a read request may trust an Auth user's session state read before. */
export const SESSION_STATE_TTL_MS = 30_000;
const SESSION_STATE_MAX_ENTRIES = 5_000;

/** What of an Auth user decides whether a token of theirs still stands. */
export interface SessionState {
  readonly disabled: boolean;
  /** `tokensValidAfterTime` in ms; tokens signed in before it are revoked. */
  readonly validAfterMs: number | undefined;
}

export type SessionRefusal = 'auth/user-disabled' | 'auth/id-token-revoked';

export function sessionStateOf(record: Pick<UserRecord, 'disabled' | 'tokensValidAfterTime'>): SessionState {
  const validAfterMs = record.tokensValidAfterTime === undefined ? undefined : Date.parse(record.tokensValidAfterTime);
  return { disabled: record.disabled, validAfterMs: Number.isFinite(validAfterMs) ? validAfterMs : undefined };
}

/** The Admin SDK's checkRevoked, on a state read before: a disabled user, or a sign-in before the revocation. */
export function sessionRefusal(
  token: Pick<DecodedIdToken, 'auth_time'>,
  state: SessionState,
): SessionRefusal | undefined {
  if (state.disabled) return 'auth/user-disabled';
  if (state.validAfterMs !== undefined && token.auth_time * 1000 < state.validAfterMs) return 'auth/id-token-revoked';
  return undefined;
}

export interface SessionCheck {
  /**
   * Why the token's session stands no more, or undefined. `fresh` reads the user from Auth; otherwise a state read
   * within the last SESSION_STATE_TTL_MS serves, and only a refusal is confirmed by a fresh read.
   */
  refusal(token: DecodedIdToken, options: { fresh: boolean }): Promise<SessionRefusal | undefined>;
}

/**
 * Replaces checkRevoked's Auth lookup on every request by a per-process cache of each user's session state, so a
 * revocation (role change, disabling, signing out everywhere) refuses writes at once and reads within the TTL. Getting
 * the user fails for a deleted account ('auth/user-not-found'); that error is thrown like checkRevoked's.
 *
 * Concurrent requests of one user share lookups: a read joins the one in flight; a fresh check joins the next one, which
 * starts once the one in flight has answered (one that started before the request arrived could predate a revocation).
 * So one user's burst costs at most two lookups at a time, and every write still sees Auth as it was when it arrived.
 */
export function createSessionCheck(
  auth: Pick<Auth, 'getUser'>,
  { now = Date.now, ttlMs = SESSION_STATE_TTL_MS }: { now?: () => number; ttlMs?: number } = {},
): SessionCheck {
  const states = createTtlCache<SessionState>({ ttlMs, maxEntries: SESSION_STATE_MAX_ENTRIES, now });
  const flights = new Map<string, { running: Promise<SessionState>; next?: Promise<SessionState> }>();

  function startLookup(uid: string): Promise<SessionState> {
    const running = auth.getUser(uid).then((record) => {
      const state = sessionStateOf(record);
      states.set(uid, state);
      return state;
    });
    const flight: { running: Promise<SessionState>; next?: Promise<SessionState> } = { running };
    flights.set(uid, flight);
    const land = () => {
      if (flights.get(uid) === flight) flights.delete(uid);
    };
    running.then(land, land);
    return running;
  }

  function lookup(uid: string, { startedAfterNow }: { startedAfterNow: boolean }): Promise<SessionState> {
    const flight = flights.get(uid);
    if (flight === undefined) return startLookup(uid);
    if (!startedAfterNow) return flight.running;
    flight.next ??= flight.running.then(
      () => startLookup(uid),
      () => startLookup(uid),
    );
    return flight.next;
  }

  return {
    async refusal(token, { fresh }) {
      const cached = fresh ? undefined : states.get(token.uid);
      if (cached !== undefined && sessionRefusal(token, cached) === undefined) return undefined;
      // No state, an expired one, or one that refuses: an account enabled again must not wait out the TTL, so a
      // refusal is confirmed by a lookup newer than the state it read.
      return sessionRefusal(token, await lookup(token.uid, { startedAfterNow: fresh || cached !== undefined }));
    },
  };
}
