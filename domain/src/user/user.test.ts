import { describe, expect, it } from 'vitest';
import {
  needsOnboarding,
  normalizeSearchQuery,
  normalizeSearchTokens,
  sessionRevoked,
  userProfileSchema,
  userResponseSchema,
} from './user';
import { affiliation, authRedirectDestination, fullName, loginDestination, welcomeName } from './user-display';

describe('stored user profile', () => {
  it('fills defaults and never carries an SMTP password', () => {
    const parsed = userProfileSchema.parse({
      id: 'persona-alice',
      firstName: 'Alice',
      lastName: 'Guardian',
      email: 'alice.guardian@example.com',
      role: 'Guardian',
      createdAt: new Date(),
      smtpPassword: 'secret',
    });
    expect(parsed).toMatchObject({ plan: 'monthly', emailVerified: false, onboardingCompleted: false, smtpPort: null });
    expect(parsed).not.toHaveProperty('smtpPassword');
  });

  it('answers without search tokens', () => {
    const wire = {
      _id: 'u',
      id: 'u',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      role: 'Agent',
      createdAt: new Date().toISOString(),
      searchTokens: ['ab'],
    };
    expect(userResponseSchema.parse(wire)).not.toHaveProperty('searchTokens');
  });
});

describe('needsOnboarding', () => {
  it('depends on onboardingCompleted for Attorney, Guardian, Executor and Agent', () => {
    for (const role of ['Attorney', 'Guardian', 'Executor', 'Agent']) {
      expect(needsOnboarding({ role, onboardingCompleted: false })).toBe(true);
      expect(needsOnboarding({ role })).toBe(true);
      expect(needsOnboarding({ role, onboardingCompleted: true })).toBe(false);
    }
  });

  it('depends on the company details for other users', () => {
    const company = {
      role: 'Admin',
      companyName: 'EstateKey',
      companyAddress: '1 Main St',
      city: 'Springfield',
      contactPersonFirstName: 'Ada',
      contactPersonLastName: 'Admin',
    };
    expect(needsOnboarding(company)).toBe(false);
    expect(needsOnboarding({ ...company, onboardingCompleted: false })).toBe(false);
    for (const field of [
      'companyName',
      'companyAddress',
      'city',
      'contactPersonFirstName',
      'contactPersonLastName',
    ] as const) {
      expect(needsOnboarding({ ...company, [field]: '' })).toBe(true);
      expect(needsOnboarding({ ...company, [field]: null })).toBe(true);
    }
    expect(needsOnboarding({ role: undefined })).toBe(true);
  });
});

describe('names', () => {
  it('greets by first name, then contact person, then User', () => {
    expect(welcomeName({ firstName: 'Alice', contactPersonFirstName: 'Carl' })).toBe('Alice');
    expect(welcomeName({ firstName: '', contactPersonFirstName: 'Carl' })).toBe('Carl');
    expect(welcomeName({ firstName: ' ', contactPersonFirstName: null })).toBe('User');
    expect(welcomeName(null)).toBe('User');
  });

  it('joins full names and finds an affiliation', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Admin' })).toBe('Ada Admin');
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(affiliation({ companyName: 'Acme' })).toBe('Acme');
    expect(affiliation({ companyName: '', agentProfile: { brokerageName: 'Best Realty' } })).toBe('Best Realty');
    expect(affiliation({})).toBe('Not specified');
  });
});

describe('destinations', () => {
  it('sends attorneys to onboarding or their dashboard after login, everyone else home', () => {
    expect(loginDestination({ role: 'Attorney', onboardingCompleted: false })).toBe('/attorney/onboarding');
    expect(loginDestination({ role: 'Attorney', onboardingCompleted: true })).toBe('/attorney/dashboard');
    for (const role of ['Admin', 'Guardian', 'Executor', 'Agent']) {
      expect(loginDestination({ role, onboardingCompleted: false })).toBe('/home');
    }
    expect(loginDestination(null)).toBe('/home');
  });

  it('routes the auth gate like the spec', () => {
    const profile = { barNumber: 'IL-12345' };
    expect(authRedirectDestination(null, false)).toBe('/login');
    expect(authRedirectDestination(null, true)).toBe('/home');
    expect(authRedirectDestination({ role: 'Guardian', onboardingCompleted: true }, true)).toBe('/home');
    expect(
      authRedirectDestination({ role: 'Attorney', onboardingCompleted: true, attorneyProfile: profile }, true),
    ).toBe('/attorney/dashboard');
    expect(
      authRedirectDestination({ role: 'Attorney', onboardingCompleted: false, attorneyProfile: profile }, true),
    ).toBe('/attorney/onboarding');
    expect(authRedirectDestination({ role: 'Attorney', onboardingCompleted: true }, true)).toBe('/attorney/onboarding');
    expect(
      authRedirectDestination(
        { role: 'Attorney', onboardingCompleted: true, attorneyProfile: { barNumber: ' ' } },
        true,
      ),
    ).toBe('/attorney/onboarding');
  });
});

describe('search tokens', () => {
  const tokens = normalizeSearchTokens({ firstName: 'Aaron', lastName: 'Agent', email: 'Aaron.Agent@Example.com' });

  it('holds lower-case prefixes of names, full name and e-mail from 2 characters', () => {
    for (const expected of [
      'aa',
      'aar',
      'aaron',
      'ag',
      'agent',
      'aaron a',
      'aaron agent',
      'aaron.agent',
      'aaron.agent@ex',
    ]) {
      expect(tokens).toContain(expected);
    }
    expect(tokens).not.toContain('a');
    expect(tokens.every((token) => token === token.toLowerCase())).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('matches what a normalised query looks up', () => {
    expect(tokens).toContain(normalizeSearchQuery('  AARON   Ag '));
    expect(tokens).not.toContain(normalizeSearchQuery('gent'));
  });

  it('caps prefixes at 20 characters and copes with missing fields', () => {
    const long = normalizeSearchTokens({ firstName: 'x'.repeat(40) });
    expect(Math.max(...long.map((t) => t.length))).toBe(20);
    expect(normalizeSearchTokens({})).toEqual([]);
    expect(normalizeSearchQuery('y'.repeat(30))).toHaveLength(20);
  });
});

describe('sessionRevoked', () => {
  it('ends a session signed in before the revocation second, as the Admin SDK checkRevoked does', () => {
    expect(sessionRevoked(1_767_000_000, 1_767_000_001)).toBe(true);
  });

  it('keeps a session signed in during or after the revocation second, and one never revoked', () => {
    expect(sessionRevoked(1_767_000_001, 1_767_000_001)).toBe(false);
    expect(sessionRevoked(1_767_000_002, 1_767_000_001)).toBe(false);
    expect(sessionRevoked(1_767_000_000, undefined)).toBe(false);
  });
});
