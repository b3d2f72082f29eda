import { sessionRevoked } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { tokensRevokedAtOf } from './session-revocation';

const REVOKED = 'Thu, 01 Jan 2026 10:00:05 GMT';
const REVOKED_SECOND = Date.parse(REVOKED) / 1000;

describe('tokensRevokedAtOf', () => {
  it("is the whole second of Auth's tokensValidAfterTime", () => {
    expect(tokensRevokedAtOf({ tokensValidAfterTime: REVOKED, disabled: false })).toBe(REVOKED_SECOND);
  });

  it('refuses the same tokens as checkRevoked: sign-ins before the second, not in it', () => {
    const revokedAt = tokensRevokedAtOf({ tokensValidAfterTime: REVOKED, disabled: false });
    expect(sessionRevoked(REVOKED_SECOND - 1, revokedAt)).toBe(true);
    expect(sessionRevoked(REVOKED_SECOND, revokedAt)).toBe(false);
  });

  it('refuses every token of a disabled account, as checkRevoked does', () => {
    const revokedAt = tokensRevokedAtOf({ tokensValidAfterTime: REVOKED, disabled: true });
    expect(sessionRevoked(REVOKED_SECOND, revokedAt)).toBe(true);
  });

  it('is undefined for an account whose sessions were never revoked', () => {
    expect(tokensRevokedAtOf({ tokensValidAfterTime: undefined, disabled: false })).toBeUndefined();
  });
});
