import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { rateLimitsCollection } from './collections';

export interface RateLimit {
  readonly windowMs: number;
  readonly max: number;
}

export interface WindowState {
  readonly windowStartedAt: Date;
  readonly count: number;
}

export type RateLimitDecision =
  { readonly allowed: true; readonly window: WindowState } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * One more request against a fixed window: a window that has run out (or none yet) starts over at `now`; a window
 * already holding `max` requests refuses until it ends.
 */
export function countRequest(current: WindowState | undefined, now: Date, limit: RateLimit): RateLimitDecision {
  const windowEndsAt = current ? current.windowStartedAt.getTime() + limit.windowMs : 0;
  if (!current || windowEndsAt <= now.getTime()) {
    return { allowed: true, window: { windowStartedAt: now, count: 1 } };
  }
  if (current.count >= limit.max) return { allowed: false, retryAfterMs: windowEndsAt - now.getTime() };
  return { allowed: true, window: { windowStartedAt: current.windowStartedAt, count: current.count + 1 } };
}

/**
 * The counter's document id: the subject (a client address, an e-mail, a uid) is hashed so the collection holds no
 * addresses or e-mails.
 */
export function rateLimitKey(route: string, subject: string): string {
  return createHash('sha256').update(`${route}\n${subject}`, 'utf8').digest('hex');
}

/** Whether `subject` has room left on `route`, without counting anything. */
export async function peekRateLimit(
  db: Firestore,
  request: { route: string; subject: string; limit: RateLimit; now?: Date },
): Promise<RateLimitDecision> {
  const ref = rateLimitsCollection(db).doc(rateLimitKey(request.route, request.subject));
  return countRequest((await ref.get()).data(), request.now ?? new Date(), request.limit);
}

/** Counts a request of `subject` on `route` in Firestore (a transaction, so concurrent requests count once each). */
export async function consumeRateLimit(
  db: Firestore,
  request: { route: string; subject: string; limit: RateLimit; now?: Date },
): Promise<RateLimitDecision> {
  const ref = rateLimitsCollection(db).doc(rateLimitKey(request.route, request.subject));
  return await db.runTransaction(async (transaction) => {
    const now = request.now ?? new Date();
    const current = (await transaction.get(ref)).data();
    const decision = countRequest(current, now, request.limit);
    if (decision.allowed) {
      transaction.set(ref, {
        id: ref.id,
        route: request.route,
        windowStartedAt: decision.window.windowStartedAt,
        count: decision.window.count,
        expiresAt: new Date(decision.window.windowStartedAt.getTime() + request.limit.windowMs),
      });
    }
    return decision;
  });
}
