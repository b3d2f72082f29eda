import type { Role } from '@estatekey/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';

/** Who is calling, from a verified Firebase ID token. `role` is the custom claim, null when absent or unknown. */
export interface AuthContext {
  readonly uid: string;
  readonly role: Role | null;
  readonly email: string | null;
  /** The token's `email_verified` claim: unverified accounts may call only the routes marked `allowUnverified`. */
  readonly emailVerified: boolean;
  readonly token: DecodedIdToken;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the authentication middleware when a valid token came with the request. */
    auth?: AuthContext;
    /** Why a presented token was refused; the route guard answers 401 with it. */
    authFailure?: 'invalid-token';
    /** Set by the request-id middleware. */
    requestId?: string;
    /** The body bytes, when Cloud Functions (or its emulator) parsed the body before the app saw it. */
    rawBody?: Buffer;
  }
}
