import { apiRoutes, apiTexts, AUTH_COOKIE } from '@estatekey/domain';
import type { CookieOptions } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  getAppBaseUrl,
  getIdentityToolkitConfig,
  getSmtpPasswordEncryptionKey,
  isFunctionsEmulator,
} from '../../config';
import {
  registerAccount,
  resendVerification,
  signOutEverywhere,
  verifyEmail,
  type AccountAuth,
} from '../../services/accounts/accounts';
import { logInWithPassword } from '../../services/accounts/sign-in';
import { updatedUserResponse, updateOwnProfile } from '../../services/accounts/users';
import type { IdTokenVerifier } from '../middleware/authenticate';
import { mountRoute, type ApiRouter } from '../mount-route';

/**
 * The spec's `authToken` cookie for direct API callers (DESIGN §5). It holds the ID token, so it never outlives it:
 * with "remember me" it expires with the token (one hour), otherwise it is a session cookie. The web app keeps its own
 * session with the Firebase Auth SDK and never relies on this cookie.
 */
function authCookieOptions(): CookieOptions {
  return { httpOnly: true, secure: !isFunctionsEmulator(), sameSite: 'lax', path: '/' };
}

export function accountRoutes(api: ApiRouter, { auth, db }: { auth: AccountAuth & IdTokenVerifier; db: Firestore }) {
  mountRoute(api, apiRoutes.register, async ({ body }) => {
    const { uid } = await registerAccount({ auth, db }, body, {
      adminAllowed: isFunctionsEmulator(),
      appBaseUrl: getAppBaseUrl(),
    });
    return { message: apiTexts.registered, userId: uid };
  });

  mountRoute(api, apiRoutes.login, async ({ body }, reply) => {
    const login = await logInWithPassword({ auth, db }, getIdentityToolkitConfig(), body);
    const cookie = authCookieOptions();
    reply.setCookie(
      AUTH_COOKIE,
      login.idToken,
      body.rememberMe ? { ...cookie, maxAge: login.expiresInSeconds * 1000 } : cookie,
    );
    return { token: login.idToken, user: login.user };
  });

  mountRoute(api, apiRoutes.logout, async ({ caller }, reply) => {
    await signOutEverywhere({ auth, db }, caller.uid);
    reply.clearCookie(AUTH_COOKIE, authCookieOptions());
    return { message: apiTexts.loggedOut };
  });

  mountRoute(api, apiRoutes.updateProfile, async ({ caller, body }) => {
    await updateOwnProfile(db, caller.uid, body, getSmtpPasswordEncryptionKey);
    return await updatedUserResponse(db, caller, apiTexts.profileUpdated);
  });

  mountRoute(api, apiRoutes.verifyEmail, async ({ params }) => {
    await verifyEmail({ auth, db }, params.id, params.token);
    return { message: apiTexts.emailVerified };
  });

  mountRoute(api, apiRoutes.resendVerification, async ({ caller }) => {
    await resendVerification({ auth, db }, caller.uid, { appBaseUrl: getAppBaseUrl() });
    return { message: apiTexts.verificationResent };
  });
}
