import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_BYTES, VERIFICATION_TTL_HOURS } from '@estatekey/domain';

/*
 * Single-use link tokens (DESIGN §5): 256 bits of randomness that travel only in the link; the server keeps their
 * SHA-256, so a leaked database does not leak usable links.
 */

export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how much of the hash matched. */
export function secretTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecretToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export interface PendingVerification {
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export function newPendingVerification(now: Date): { token: string; pending: PendingVerification } {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_HOURS * 60 * 60 * 1000);
  return { token, pending: { tokenHash: hashSecretToken(token), expiresAt } };
}

/** Whether `token` redeems the pending verification at `now`: it matches and has not expired. */
export function redeemsVerification(pending: PendingVerification | undefined, token: string, now: Date): boolean {
  if (!pending) return false;
  return now.getTime() < pending.expiresAt.getTime() && secretTokenMatches(token, pending.tokenHash);
}
