import { DomainError, RATE_LIMIT_POLICIES, type ApiRoute, type RateLimitSubject } from '@estatekey/domain';
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';
import { consumeRateLimit, peekRateLimit, type RateLimit } from '../../lib/rate-limit';
import { clientAddress } from '../client-address';

/**
 * 'count' (the default): counts one call of `subject` in the counter named `bucket` and throws 429 (with Retry-After)
 * once it is full. 'check': throws the same 429 when the counter is full, counting nothing. 'countRefusal': counts a
 * call the handler refused, never throwing (the caller's own 401 answers it; the next call meets the full window).
 */
export type RateLimitMode = 'count' | 'check' | 'countRefusal';

export type RateLimiter = (
  bucket: string,
  limit: RateLimit & { readonly message?: string },
  subject: string,
  res: Response,
  mode?: RateLimitMode,
) => Promise<void>;

/** The window of a counter in Firestore; the refused request writes nothing else. */
export function firestoreRateLimiter(db: Firestore): RateLimiter {
  return async (bucket, limit, subject, res, mode = 'count') => {
    const request = { route: bucket, subject, limit };
    const decision = mode === 'check' ? await peekRateLimit(db, request) : await consumeRateLimit(db, request);
    if (!decision.allowed && mode !== 'countRefusal') {
      res.set('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw DomainError.tooManyRequests(limit.message);
    }
  };
}

/**
 * Counts a call against every limit its route names that applies to this caller (RATE_LIMIT_POLICIES), before the
 * body is validated, so malformed floods count too. Each counter is per route path (share and unshare share one) and
 * per subject. Counters of refused credentials are only checked here; the returned function counts the call on them
 * once the handler has refused it.
 */
export async function countRateLimits(
  limitRate: RateLimiter,
  trustedProxyHops: () => number,
  route: ApiRoute,
  caller: Caller | null,
  req: Request,
  res: Response,
): Promise<() => Promise<void>> {
  const onRefusal: Array<() => Promise<void>> = [];
  for (const name of route.rateLimit ?? []) {
    const policy = RATE_LIMIT_POLICIES[name];
    const applies = policy.counts === 'signedIn' ? caller !== null : caller === null || route.access === 'public';
    if (!applies) continue;
    for (const counter of policy.counters) {
      const subject = subjectOf(counter.per, req, caller, trustedProxyHops);
      if (subject === undefined) continue;
      const bucket = `${name}:${counter.per}:${route.path}`;
      if ('counts' in counter && counter.counts === 'refusedCredentials') {
        await limitRate(bucket, counter, subject, res, 'check');
        onRefusal.push(() => limitRate(bucket, counter, subject, res, 'countRefusal'));
      } else {
        await limitRate(bucket, counter, subject, res);
      }
    }
  }
  return async () => {
    for (const count of onRefusal) await count();
  };
}

/** What a counter is keyed on for this request; undefined when the request names none. */
function subjectOf(
  per: RateLimitSubject,
  req: Request,
  caller: Caller | null,
  trustedProxyHops: () => number,
): string | undefined {
  switch (per) {
    case 'clientAddress':
      return clientAddress(req, trustedProxyHops());
    case 'callerUid':
      return caller?.uid;
    case 'loginEmail':
    case 'recipientEmail': {
      // Read before the body is validated: a body without an e-mail string is refused by its schema (400), and
      // counted per address meanwhile. Spelling variants of one address are one account, one inbox.
      const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    }
  }
}
