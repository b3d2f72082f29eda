import {
  API_ROUTE_NAMES,
  apiPath,
  type ApiRoute,
  type ApiRouteName,
  apiRoutes,
  errorsTexts,
  requiresVerifiedEmail,
  type Role,
  ROLES,
} from '@estatekey/domain';
import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { fetchWithTimeout, withServer } from '../testing/serve-app';
import { mountApiRoutes, type AppDependencies } from './app';
import { handleErrors } from './middleware/errors';
import { createApiRouter } from './mount-route';

/** The guard answers before any dependency is touched, so none is given. */
const unusedDependencies = { auth: {}, db: {}, blobs: {} } as unknown as AppDependencies & {
  db: Firestore;
  blobs: BlobStore;
};

/** The app's routes as served, for a signed-in caller of `role` whose token says the e-mail is not verified. */
function appForUnverified(role: Role) {
  const api = createApiRouter(() => Promise.resolve());
  mountApiRoutes(api, unusedDependencies);
  const app = express();
  app.use((req, _res, next) => {
    const token = { uid: 'unverified-uid', email_verified: false } as DecodedIdToken;
    req.auth = { uid: 'unverified-uid', role, email: 'someone@example.com', emailVerified: false, token };
    next();
  });
  app.use(api.router);
  app.use(handleErrors);
  return app;
}

/** A role the route serves, so that a 403 can only come from the missing verification. */
function roleServedBy(route: ApiRoute): Role {
  return Array.isArray(route.access) ? (route.access[0] as Role) : 'Guardian';
}

describe('every route of the table refuses an unverified account unless it allows one (DESIGN §5)', () => {
  it('answers 403 with the verification text, for a role the route serves', async () => {
    const checked: ApiRouteName[] = [];
    for (const role of ROLES) {
      const app = appForUnverified(role);
      const guarded = API_ROUTE_NAMES.filter((name) => requiresVerifiedEmail(apiRoutes[name]));
      await withServer(app, async (baseUrl) => {
        for (const name of guarded) {
          const route: ApiRoute = apiRoutes[name];
          if (roleServedBy(route) !== role) continue;
          const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, key]) => [key, 'x1']));
          const response = await fetchWithTimeout(`${baseUrl}${apiPath(route, params)}`, { method: route.method });
          expect({ name, status: response.status, body: (await response.json()) as unknown }).toEqual({
            name,
            status: 403,
            body: { message: errorsTexts.emailNotVerified },
          });
          checked.push(name);
        }
      });
    }
    expect(checked.length).toBeGreaterThan(20);
    expect(checked).toContain('attorneySearchUsers');
    expect(checked).toContain('searchAgents');
  });
});
