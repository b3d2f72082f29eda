import { accountRoutes, apiTexts, AUTH_COOKIE } from '@estatekey/domain';
import type { CookieOptions } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  getAppBaseUrl,
  getIdentityToolkitConfig,
  getLockboxCodeEncryptionKey,
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
import type { Caller } from '../../lib/caller';
import {
  completeAgentOnboarding,
  completeAttorneyOnboarding,
  completeCompanyOnboarding,
  completeGuardianOnboarding,
} from '../../services/accounts/onboarding';
import { logInWithPassword } from '../../services/accounts/sign-in';
import { getUserResponse, updatedUserResponse, updateOwnProfile } from '../../services/accounts/users';
import type { IdTokenVerifier } from '../middleware/authenticate';
import { mountArea, type ApiRouter } from '../mount-route';

/**
 * The spec's `authToken` cookie for direct API callers (DESIGN §5). It holds the ID token, so it never outlives it:
 * with "remember me" it expires with the token (one hour), otherwise it is a session cookie. The web app keeps its own
 * session with the Firebase Auth SDK and never relies on this cookie.
 */
function authCookieOptions(): CookieOptions {
  return { httpOnly: true, secure: !isFunctionsEmulator(), sameSite: 'lax', path: '/' };
}

/** The health check, accounts and session, the caller's own profile and every onboarding. */
export function serveAccountArea(api: ApiRouter, { auth, db }: { auth: AccountAuth & IdTokenVerifier; db: Firestore }) {
  // The caller's own profile, under the two paths of the spec. The role answered is the custom claim the API
  // authorizes with; the profile keeps a copy for display.
  const ownProfile = async ({ caller }: { readonly caller: Caller }) => await getUserResponse(db, caller);

  mountArea(api, accountRoutes, {
    health: () => ({ status: 'ok' as const, time: new Date().toISOString() }),

    register: async ({ body }) => {
      const { uid } = await registerAccount({ auth, db }, body, {
        adminAllowed: isFunctionsEmulator(),
        appBaseUrl: getAppBaseUrl(),
      });
      return { message: apiTexts.registered, userId: uid };
    },

    login: async ({ body }, reply) => {
      const login = await logInWithPassword({ auth, db }, getIdentityToolkitConfig(), body);
      const cookie = authCookieOptions();
      reply.setCookie(
        AUTH_COOKIE,
        login.idToken,
        body.rememberMe ? { ...cookie, maxAge: login.expiresInSeconds * 1000 } : cookie,
      );
      return { token: login.idToken, user: login.user };
    },

    logout: async ({ caller }, reply) => {
      await signOutEverywhere({ auth, db }, caller.uid);
      reply.clearCookie(AUTH_COOKIE, authCookieOptions());
      return { message: apiTexts.loggedOut };
    },

    profile: ownProfile,
    me: ownProfile,

    updateProfile: async ({ caller, body }) => {
      await updateOwnProfile(db, caller.uid, body, getSmtpPasswordEncryptionKey);
      return await updatedUserResponse(db, caller, apiTexts.profileUpdated);
    },

    verifyEmail: async ({ params }) => {
      await verifyEmail({ auth, db }, params.id, params.token);
      return { message: apiTexts.emailVerified };
    },

    resendVerification: async ({ caller }) => {
      await resendVerification({ auth, db }, caller.uid, { appBaseUrl: getAppBaseUrl() });
      return { message: apiTexts.verificationResent };
    },

    // Every onboarding saves the caller's answers and answers with the updated profile. Guardians and Executors send
    // the wizard (parsed into `formData`); company users their company details.
    completeOnboarding: async ({ caller, body }) => {
      if ('formData' in body) {
        await completeGuardianOnboarding(db, caller.uid, body.formData, getLockboxCodeEncryptionKey);
      } else {
        await completeCompanyOnboarding(db, caller.uid, body);
      }
      return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
    },

    completeAgentOnboarding: async ({ caller, body }) => {
      await completeAgentOnboarding(db, caller.uid, body.formData);
      return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
    },

    completeAttorneyOnboarding: async ({ caller, body }) => {
      await completeAttorneyOnboarding(db, caller.uid, body.formData);
      return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
    },

    updateAttorneyOnboardingProfile: async ({ caller, body }) => {
      await completeAttorneyOnboarding(db, caller.uid, body);
      return await updatedUserResponse(db, caller, apiTexts.attorneyProfileUpdated);
    },
  });
}
