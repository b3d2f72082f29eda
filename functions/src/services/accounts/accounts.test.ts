import { errorsTexts, SELF_REGISTER_ROLES } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { assertSelfRegistrationAllowed, resendVerification, verificationLink, type AccountServices } from './accounts';

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

describe('resendVerification', () => {
  it('answers 404 for an id that names no account (an admin may send any id), not 500', async () => {
    for (const code of ['auth/user-not-found', 'auth/invalid-uid']) {
      const services = {
        auth: { getUser: () => Promise.reject(Object.assign(new Error('no such user'), { code })) },
        // Never reached: nothing is written for an account that does not exist.
        db: {} as Firestore,
      } as unknown as AccountServices;
      await expect(
        resendVerification(services, 'seed-offer-pine-received', { appBaseUrl: 'https://app' }),
      ).rejects.toEqual(expect.objectContaining({ status: 404, message: errorsTexts.userNotFound }));
    }
  });
});
