import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeToken,
  DEFAULT_NOTIFICATION_PREFERENCES,
  digestDayOf,
  effectiveNotificationPreferences,
  notificationPreferencesSchema,
  UNSUBSCRIBE_TOKEN_LIFETIME_DAYS,
  verifyUnsubscribeToken,
  withCategoriesOff,
} from './notification-preferences';

// A stand-in for the server's HMAC: any keyed function of the payload serves the token's format.
function keyedSigner(key: string) {
  return (data: string) => {
    let hash = 2166136261;
    for (const char of `${key}:${data}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    return hash.toString(36);
  };
}
const sign = keyedSigner('test key');
const otherKey = keyedSigner('another key');
const now = new Date('2030-03-01T10:00:00Z');

describe('notification preferences', () => {
  it('default to immediate documents, case, messages and system, and a daily digest of property and appointments', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      property: 'digest',
      appointment: 'digest',
      document: 'immediate',
      case: 'immediate',
      message: 'immediate',
      system: 'immediate',
    });
    expect(effectiveNotificationPreferences(undefined)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('complete stored choices with the defaults', () => {
    expect(effectiveNotificationPreferences({ property: 'off', message: 'digest' })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      property: 'off',
      message: 'digest',
    });
  });

  it('accept exactly the six categories with off, immediate or digest', () => {
    expect(notificationPreferencesSchema.safeParse(DEFAULT_NOTIFICATION_PREFERENCES).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ ...DEFAULT_NOTIFICATION_PREFERENCES, case: 'weekly' }).success).toBe(
      false,
    );
    expect(notificationPreferencesSchema.safeParse({ ...DEFAULT_NOTIFICATION_PREFERENCES, extra: 'off' }).success).toBe(
      false,
    );
    const { system: _system, ...withoutSystem } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(notificationPreferencesSchema.safeParse(withoutSystem).success).toBe(false);
  });

  it('turn off the categories of an unsubscribe link and nothing else', () => {
    expect(withCategoriesOff(DEFAULT_NOTIFICATION_PREFERENCES, ['document', 'case'])).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      document: 'off',
      case: 'off',
    });
  });

  it('key a digest by its UTC day', () => {
    expect(digestDayOf(new Date('2030-03-01T23:59:59Z'))).toBe('2030-03-01');
  });
});

describe('unsubscribe tokens', () => {
  const token = createUnsubscribeToken({ uid: 'user-1', categories: ['appointment'] }, now, sign);

  it('carry the user and category, signed', () => {
    expect(verifyUnsubscribeToken(token, now, sign)).toEqual({
      ok: true,
      claims: {
        uid: 'user-1',
        categories: ['appointment'],
        expiresAt: now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_DAYS * 86_400_000,
      },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('are refused when signed with another key or changed', () => {
    expect(verifyUnsubscribeToken(token, now, otherKey)).toEqual({ ok: false, reason: 'forged' });
    const [, signature] = token.split('.');
    const [otherPayload] = createUnsubscribeToken({ uid: 'user-2', categories: ['appointment'] }, now, sign).split('.');
    expect(verifyUnsubscribeToken(`${otherPayload}.${signature}`, now, sign)).toEqual({ ok: false, reason: 'forged' });
  });

  it('carry the several categories of a digest', () => {
    const digest = createUnsubscribeToken({ uid: 'user-1', categories: ['property', 'appointment'] }, now, sign);
    const check = verifyUnsubscribeToken(digest, now, sign);
    expect(check.ok && check.claims.categories).toEqual(['property', 'appointment']);
  });

  it('are refused once expired', () => {
    const later = new Date(now.getTime() + (UNSUBSCRIBE_TOKEN_LIFETIME_DAYS + 1) * 86_400_000);
    expect(verifyUnsubscribeToken(token, later, sign)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when malformed', () => {
    for (const bad of ['', 'abc', 'a.b.c', 'a b.c']) {
      expect(verifyUnsubscribeToken(bad, now, sign)).toEqual({ ok: false, reason: 'malformed' });
    }
    const signedNonsense = 'eyJ1IjoxfQ'; // {"u":1}
    expect(verifyUnsubscribeToken(`${signedNonsense}.${sign(signedNonsense)}`, now, sign)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
