import { paths } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';

import { destinationAfterLogin, loginReturnState, returnTarget } from './login-return';

describe('login return', () => {
  it('remembers the path and query of the page the guard turned away', () => {
    expect(loginReturnState({ pathname: '/properties/p-1', search: '?tab=cases' })).toEqual({
      returnTo: '/properties/p-1?tab=cases',
    });
  });

  it('returns to a signed-in page after login', () => {
    expect(destinationAfterLogin(paths.home, { returnTo: '/properties/p-1' })).toBe('/properties/p-1');
    expect(destinationAfterLogin('/attorney/dashboard', { returnTo: '/properties/p-1' })).toBe('/properties/p-1');
  });

  it('keeps the gate’s destination without a remembered page', () => {
    expect(destinationAfterLogin(paths.home, null)).toBe(paths.home);
    expect(destinationAfterLogin(paths.home, { other: 1 })).toBe(paths.home);
  });

  it('sends an attorney who must finish onboarding there first', () => {
    expect(destinationAfterLogin(paths.attorneyOnboarding, { returnTo: '/properties/p-1' })).toBe(
      paths.attorneyOnboarding,
    );
  });

  it('never leaves the app nor returns to guest, public or unknown pages', () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/login', '/register', '/faq', '/no/such', 5]) {
      expect(returnTarget({ returnTo }), String(returnTo)).toBeNull();
    }
  });

  it('returns to an invitation page, where an existing account accepts its invitation signed in', () => {
    expect(returnTarget({ returnTo: paths.clientSignup('tok-1') })).toBe('/client-signup/tok-1');
  });
});
