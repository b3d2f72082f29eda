import { DomainError, RATE_LIMIT_POLICIES, type ApiRoute, type RateLimitSubject } from '@estatekey/domain';
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../../services/caller';
import { consumeRateLimit, type RateLimit } from '../../services/rate-limit';
import { clientAddress } from '../client-address';

/** Counts one call of `subject` in the counter named `bucket`; throws 429 (with Retry-After) once it is full. */
export type RateLimiter = (bucket: string, limit: RateLimit, subject: string, res: Response) => Promise<void>;

/** The window of a counter in Firestore; the refused request writes nothing else. */
export function firestoreRateLimiter(db: Firestore): RateLimiter {
  return async (bucket, limit, subject, res) => {
    const decision = await consumeRateLimit(db, { route: bucket, subject, limit });
    if (!decision.allowed) {
      res.set('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw DomainError.tooManyRequests();
    }
  };
}

/**
 * Counts a call against every limit its route names that applies to this caller (RATE_LIMIT_POLICIES), before the
 * body is validated, so malformed floods count too. Each counter is per route path (share and unshare share one) and
 * per subject.
 */
export async function countRateLimits(
  limitRate: RateLimiter,
  trustedProxyHops: () => number,
  route: ApiRoute,
  caller: Caller | null,
  req: Request,
  res: Response,
): Promise<void> {
  for (const name of route.rateLimit ?? []) {
    const policy = RATE_LIMIT_POLICIES[name];
    const applies = policy.counts === 'signedIn' ? caller !== null : caller === null || route.access === 'public';
    if (!applies) continue;
    for (const counter of policy.counters) {
      const subject = subjectOf(counter.per, req, caller, trustedProxyHops);
      if (subject !== undefined) await limitRate(`${name}:${counter.per}:${route.path}`, counter, subject, res);
    }
  }
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
    case 'loginEmail': {
      // Read before the body is validated: a body without an e-mail string is refused by its schema (400), and
      // counted per address meanwhile. Spelling variants of one address are one account.
      const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    }
  }
}
