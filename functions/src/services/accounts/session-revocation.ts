import { COLLECTIONS } from '@estatekey/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { GRPC, hasGrpcCode } from '../../lib/error-code';

/** What revoking sessions needs of the Admin SDK's Auth. */
export type SessionAuth = Pick<Auth, 'getUser' | 'revokeRefreshTokens'>;

export interface SessionServices {
  readonly auth: SessionAuth;
  readonly db: Firestore;
}

/**
 * The profile's `tokensRevokedAt` for an Auth user: the whole second of `tokensValidAfterTime`, so the rules refuse
 * exactly the tokens the Admin SDK's checkRevoked refuses (auth_time before it). checkRevoked also refuses every token
 * of a disabled user; a disabled user can sign in no more, so one second past the revocation refuses all of theirs,
 * and enabling the account puts the revocation second back. Undefined when the sessions were never revoked.
 */
export function tokensRevokedAtOf(record: Pick<UserRecord, 'tokensValidAfterTime' | 'disabled'>): number | undefined {
  if (record.tokensValidAfterTime === undefined) return undefined;
  const validAfter = Math.floor(new Date(record.tokensValidAfterTime).getTime() / 1000);
  if (!Number.isFinite(validAfter)) return undefined;
  return record.disabled ? validAfter + 1 : validAfter;
}

/**
 * Copies the user's revocation time from Auth to `users/{uid}.tokensRevokedAt`, where firestore.rules and the web app
 * compare it with a token's `auth_time`. An account without a profile (a script's or a test's) has nowhere to keep it;
 * the rules judge such an account by its token alone.
 */
export async function recordTokensRevokedAt({ auth, db }: SessionServices, uid: string): Promise<void> {
  const tokensRevokedAt = tokensRevokedAtOf(await auth.getUser(uid));
  if (tokensRevokedAt === undefined) return;
  try {
    await db.collection(COLLECTIONS.users).doc(uid).update({ tokensRevokedAt });
  } catch (error) {
    // NOT_FOUND: the update found no profile document.
    if (hasGrpcCode(error, GRPC.NOT_FOUND)) return;
    throw error;
  }
}

/**
 * Ends every session of the user: the refresh tokens are revoked (the API refuses older ID tokens at once, see
 * authenticate) and the revocation time is recorded for the rules, which would otherwise trust the old token's claims
 * until it expires.
 */
export async function revokeSessions(services: SessionServices, uid: string): Promise<void> {
  await services.auth.revokeRefreshTokens(uid);
  await recordTokensRevokedAt(services, uid);
}
