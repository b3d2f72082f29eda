import type { RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { consumeRateLimit, type RateLimit } from '../../services/rate-limit';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';

/**
 * 429 once a client address has made `limit.max` requests to `route` in the current window; the refused request
 * writes nothing else. Runs before body validation, so malformed floods count too.
 */
export function rateLimit(db: Firestore, route: string, limit: RateLimit): RequestHandler {
  return async (req, res, next) => {
    const decision = await consumeRateLimit(db, { route, clientAddress: clientAddress(req), limit });
    if (!decision.allowed) {
      res.set('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw HttpError.tooManyRequests();
    }
    next();
  };
}
