import { TOKEN_BYTES, VERIFICATION_TTL_HOURS } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import {
  hashSecretToken,
  newPendingVerification,
  newSecretToken,
  redeemsVerification,
  secretTokenMatches,
} from './secret-tokens';

describe('secret link tokens', () => {
  it('carry 256 random bits in a URL-safe form and differ every time', () => {
    const token = newSecretToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(newSecretToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 only, and match only themselves', () => {
    const token = newSecretToken();
    const hash = hashSecretToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(secretTokenMatches(token, hash)).toBe(true);
    expect(secretTokenMatches(newSecretToken(), hash)).toBe(false);
    expect(secretTokenMatches(token, 'not-a-hash')).toBe(false);
  });
});

describe('redeemsVerification', () => {
  const issuedAt = new Date('2026-03-01T10:00:00Z');
  const { token, pending } = newPendingVerification(issuedAt);

  it('expires the link VERIFICATION_TTL_HOURS after it was issued', () => {
    expect(pending.expiresAt.getTime() - issuedAt.getTime()).toBe(VERIFICATION_TTL_HOURS * 60 * 60 * 1000);
  });

  it('accepts the issued token until the expiry, and not from then on', () => {
    expect(redeemsVerification(pending, token, issuedAt)).toBe(true);
    expect(redeemsVerification(pending, token, new Date(pending.expiresAt.getTime() - 1))).toBe(true);
    expect(redeemsVerification(pending, token, pending.expiresAt)).toBe(false);
  });

  it('refuses another token, and any token once nothing is pending', () => {
    expect(redeemsVerification(pending, newSecretToken(), issuedAt)).toBe(false);
    expect(redeemsVerification(undefined, token, issuedAt)).toBe(false);
  });
});
