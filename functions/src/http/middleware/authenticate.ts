import { AUTH_COOKIE, roleSchema } from '@estatekey/domain';
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { stringErrorCode } from '../../lib/error-code';
import * as logs from '../../lib/logs';
import { createSessionCheck, type SessionCheck } from './session-check';

/** Methods that change nothing: the only ones the `authToken` cookie signs in, and that trust a cached session state. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The part of the Admin SDK's Auth the API needs to verify tokens. */
export interface IdTokenVerifier {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
  getUser(uid: string): Promise<UserRecord>;
}

/**
 * Reads a Firebase ID token from `Authorization: Bearer <token>` or, on safe methods only, the `authToken` cookie;
 * verifies it and attaches `req.auth`. Requests without a token continue anonymously; a refused token is remembered
 * so the route guard (mount-route) can say so.
 *
 * Revoked sessions and disabled users are refused as checkRevoked would, without its Auth lookup on every request:
 * a write (any method but GET/HEAD) reads the user from Auth, so a revocation refuses it at once; a read trusts a
 * state read within the last 30 s (see session-check).
 *
 * The cookie serves downloads (a link or <img> cannot send a header). A browser attaches it to requests that other
 * sites start too, so a state-changing request carrying only the cookie is treated as carrying no token (CSRF).
 */
export function authenticate(
  verifier: IdTokenVerifier,
  sessions: SessionCheck = createSessionCheck(verifier),
): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req) ?? (SAFE_METHODS.has(req.method) ? cookieToken(req) : undefined);
    if (token === undefined) {
      next();
      return;
    }
    const verdict = await verify(verifier, sessions, token, { fresh: !SAFE_METHODS.has(req.method) });
    if (!verdict.ok) {
      logs.tokenRejected({ requestId: req.requestId ?? '', reason: verdict.reason });
      req.authFailure = 'invalid-token';
      next();
      return;
    }
    const decoded = verdict.token;
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

/** The token's claims, or why it is refused: Auth's error code, or the session's refusal. */
async function verify(
  verifier: IdTokenVerifier,
  sessions: SessionCheck,
  token: string,
  { fresh }: { fresh: boolean },
): Promise<{ ok: true; token: DecodedIdToken } | { ok: false; reason: string }> {
  try {
    const decoded = await verifier.verifyIdToken(token);
    const refusal = await sessions.refusal(decoded, { fresh });
    return refusal === undefined ? { ok: true, token: decoded } : { ok: false, reason: refusal };
  } catch (error) {
    return { ok: false, reason: stringErrorCode(error) ?? 'unknown' };
  }
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

