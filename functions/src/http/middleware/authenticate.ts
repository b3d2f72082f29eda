import { AUTH_COOKIE, messages, roleSchema, type Role } from '@estatekey/domain';
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import * as logs from '../../lib/logs';
import { HttpError } from '../http-error';

/** The part of the Admin SDK's Auth the API needs. */
export interface IdTokenVerifier {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
}

/**
 * Reads a Firebase ID token from `Authorization: Bearer <token>` or, for direct API callers, the `authToken`
 * cookie; verifies it (revoked tokens and disabled users are refused) and attaches `req.auth`. Requests without
 * a token continue anonymously; a refused token is remembered so requireAuth can say so.
 */
export function authenticate(verifier: IdTokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req) ?? cookieToken(req);
    if (token === undefined) {
      next();
      return;
    }
    let decoded: DecodedIdToken;
    try {
      decoded = await verifier.verifyIdToken(token, true);
    } catch (error) {
      logs.tokenRejected({ requestId: req.requestId ?? '', reason: tokenErrorCode(error) });
      req.authFailure = 'invalid-token';
      next();
      return;
    }
    const role = roleSchema.safeParse(decoded['role']);
    req.auth = {
      uid: decoded.uid,
      role: role.success ? role.data : null,
      email: decoded.email ?? null,
      token: decoded,
    };
    next();
  };
}

/** 401 unless the request carries a valid token. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.auth) {
    throw HttpError.unauthenticated(req.authFailure === 'invalid-token' ? messages.errors.invalidToken : undefined);
  }
  next();
};

/** 401 without a valid token, 403 when the role claim is not one of `roles`. */
export function requireRole(...roles: readonly Role[]): RequestHandler {
  return (req, res, next) => {
    requireAuth(req, res, () => {
      const role = req.auth?.role;
      if (role === null || role === undefined || !roles.includes(role)) throw HttpError.forbidden();
      next();
    });
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

function tokenErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}
