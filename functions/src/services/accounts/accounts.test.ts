import { errorsTexts, SELF_REGISTER_ROLES } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { assertSelfRegistrationAllowed, verificationLink } from './accounts';

describe('assertSelfRegistrationAllowed', () => {
  it('lets anyone register as Guardian, Executor, Attorney or Agent', () => {
    for (const role of SELF_REGISTER_ROLES) {
      expect(() => assertSelfRegistrationAllowed(role, false)).not.toThrow();
    }
  });

  it('refuses Admin with 403 outside the emulators, and allows it against them', () => {
    expect(() => assertSelfRegistrationAllowed('Admin', false)).toThrow(
      expect.objectContaining({ status: 403, message: errorsTexts.adminSelfRegistration }),
    );
    expect(() => assertSelfRegistrationAllowed('Admin', true)).not.toThrow();
  });
});

describe('verificationLink', () => {
  it("points at the web app's /users/{id}/verify/{token} route", () => {
    expect(verificationLink('https://app.example.com', 'uid-1', 'abc_-9')).toBe(
      'https://app.example.com/users/uid-1/verify/abc_-9',
    );
  });
});
