import { AUTH_COOKIE, apiRoutes, LOGIN_RATE_LIMIT, messages, PUBLIC_RATE_LIMIT } from '@estatekey/domain';
import { Router, type CookieOptions } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  getAppBaseUrl,
  getIdentityToolkitConfig,
  getSmtpPasswordEncryptionKey,
  isFunctionsEmulator,
} from '../../config';
import { registerAccount, signOutEverywhere, verifyEmail, type AccountAuth } from '../../services/accounts';
import { logInWithPassword } from '../../services/sign-in';
import { getUserResponse, updateOwnProfile } from '../../services/users';
import { requireAuth, type IdTokenVerifier } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { authOf } from '../request-context';

/**
 * The spec's `authToken` cookie for direct API callers (DESIGN §5). It holds the ID token, so it never outlives it:
 * with "remember me" it expires with the token (one hour), otherwise it is a session cookie. The web app keeps its own
 * session with the Firebase Auth SDK and never relies on this cookie.
 */
function authCookieOptions(): CookieOptions {
  return { httpOnly: true, secure: !isFunctionsEmulator(), sameSite: 'lax', path: '/' };
}

export function accountRoutes({ auth, db }: { auth: AccountAuth & IdTokenVerifier; db: Firestore }): Router {
  const router = Router();

  router.post(
    apiRoutes.register.path,
    rateLimit(db, apiRoutes.register.path, PUBLIC_RATE_LIMIT),
    validate({ body: apiRoutes.register.body }),
    async (req, res) => {
      const { uid } = await registerAccount({ auth, db }, req.body, {
        adminAllowed: isFunctionsEmulator(),
        appBaseUrl: getAppBaseUrl(),
      });
      res.status(201).json(apiRoutes.register.response.parse({ message: messages.api.registered, userId: uid }));
    },
  );

  router.post(
    apiRoutes.login.path,
    rateLimit(db, apiRoutes.login.path, LOGIN_RATE_LIMIT),
    validate({ body: apiRoutes.login.body }),
    async (req, res) => {
      const login = await logInWithPassword({ auth, db }, getIdentityToolkitConfig(), req.body);
      const cookie = authCookieOptions();
      res.cookie(
        AUTH_COOKIE,
        login.idToken,
        req.body.rememberMe ? { ...cookie, maxAge: login.expiresInSeconds * 1000 } : cookie,
      );
      res.json(apiRoutes.login.response.parse({ token: login.idToken, user: login.user }));
    },
  );

  router.post(apiRoutes.logout.path, requireAuth, async (req, res) => {
    await signOutEverywhere(auth, authOf(req).uid);
    res.clearCookie(AUTH_COOKIE, authCookieOptions());
    res.json(apiRoutes.logout.response.parse({ message: messages.api.loggedOut }));
  });

  router.get(apiRoutes.profile.path, requireAuth, async (req, res) => {
    res.json(apiRoutes.profile.response.parse(await getUserResponse(db, authOf(req))));
  });

  router.put(
    apiRoutes.updateProfile.path,
    requireAuth,
    validate({ body: apiRoutes.updateProfile.body }),
    async (req, res) => {
      const caller = authOf(req);
      await updateOwnProfile(db, caller.uid, req.body, getSmtpPasswordEncryptionKey);
      res.json(
        apiRoutes.updateProfile.response.parse({
          message: messages.api.profileUpdated,
          user: await getUserResponse(db, caller),
        }),
      );
    },
  );

  router.get(apiRoutes.verifyEmail.path, validate({ params: apiRoutes.verifyEmail.params }), async (req, res) => {
    await verifyEmail({ auth, db }, req.params.id, req.params.token);
    res.json(apiRoutes.verifyEmail.response.parse({ message: messages.api.emailVerified }));
  });

  return router;
}
