import { describe, expect, it } from 'vitest';

import type { RouteAccessDecision } from '../authorization';
import { keepGuestPageWhileSigningIn } from './sign-in-in-progress';

const toHome: RouteAccessDecision = { kind: 'redirect', to: '/home' };

describe('keepGuestPageWhileSigningIn', () => {
  it('keeps /login rendered while a sign-in routes the user', () => {
    expect(keepGuestPageWhileSigningIn(toHome, '/login', true)).toEqual({ kind: 'render' });
  });

  it('lets the guard send a signed-in user away from /login otherwise', () => {
    expect(keepGuestPageWhileSigningIn(toHome, '/login', false)).toBe(toHome);
  });

  it('never holds a redirect away from a page that is not a guest page', () => {
    const toLogin: RouteAccessDecision = { kind: 'redirect', to: '/login' };
    expect(keepGuestPageWhileSigningIn(toLogin, '/attorney/dashboard', true)).toBe(toLogin);
    expect(keepGuestPageWhileSigningIn(toHome, '/documents', true)).toBe(toHome);
  });
});
