import type { Role } from '@estatekey/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './http-error';

/** Who is calling, from a verified Firebase ID token. `role` is the custom claim, null when absent or unknown. */
export interface AuthContext {
  readonly uid: string;
  readonly role: Role | null;
  readonly email: string | null;
  readonly token: DecodedIdToken;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the authentication middleware when a valid token came with the request. */
    auth?: AuthContext;
    /** Why a presented token was refused; requireAuth answers 401 with it. */
    authFailure?: 'invalid-token';
    /** Set by the request-id middleware. */
    requestId?: string;
    /** The body bytes, when Cloud Functions (or its emulator) parsed the body before the app saw it. */
    rawBody?: Buffer;
  }
}

/** The caller of a route guarded by requireAuth/requireRole. */
export function authOf(request: { auth?: AuthContext }): AuthContext {
  if (!request.auth) throw HttpError.unauthenticated();
  return request.auth;
}
