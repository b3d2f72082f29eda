import { AUTH_COOKIE, roleSchema } from '@estatekey/domain';
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { stringErrorCode } from '../../lib/error-code';
import * as logs from '../../lib/logs';

/** Methods that change nothing, the only ones the `authToken` cookie signs in. */
const COOKIE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The part of the Admin SDK's Auth the API needs. */
export interface IdTokenVerifier {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
}

/**
 * Reads a Firebase ID token from `Authorization: Bearer <token>` or, on safe methods only, the `authToken` cookie;
 * verifies it (revoked tokens and disabled users are refused) and attaches `req.auth`. Requests without a token
 * continue anonymously; a refused token is remembered so the route guard (mount-route) can say so.
 *
 * The cookie serves downloads (a link or <img> cannot send a header). A browser attaches it to requests that other
 * sites start too, so a state-changing request carrying only the cookie is treated as carrying no token (CSRF).
 */
export function authenticate(verifier: IdTokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req) ?? (COOKIE_METHODS.has(req.method) ? cookieToken(req) : undefined);
    if (token === undefined) {
      next();
      return;
    }
    let decoded: DecodedIdToken;
    try {
      decoded = await verifier.verifyIdToken(token, true);
    } catch (error) {
      logs.tokenRejected({ requestId: req.requestId ?? '', reason: stringErrorCode(error) ?? 'unknown' });
      req.authFailure = 'invalid-token';
      next();
      return;
    }
    const role = roleSchema.safeParse(decoded['role']);
    req.auth = {
      uid: decoded.uid,
      role: role.success ? role.data : null,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      token: decoded,
    };
    next();
  };
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function cookieToken(req: Request): string | undefined {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== 'object' || cookies === null) return undefined;
  const value: unknown = (cookies as Record<string, unknown>)[AUTH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

