import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { apiRoutes, type ApiRoute } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { trustedProxyHops } from '../config';
import type { AccountAuth } from '../services/accounts/accounts';
import type { AdminUserAuth } from '../services/admin/admin-users';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { configuredBlobStore } from '../lib/blob-store/configured-blob-store';
import { authenticate, type IdTokenVerifier } from './middleware/authenticate';
import { limitRequestSize, parseJsonBody, refuseNonJsonBodiesExcept } from './middleware/body';
import { answerNotFound, handleErrors } from './middleware/errors';
import { assignRequestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { firestoreRateLimiter } from './middleware/rate-limit';
import { createApiRouter, type ApiRouter } from './mount-route';
import { serveAccountArea } from './routes/account';
import { serveAdminArea } from './routes/admin';
import { serveAppointmentArea } from './routes/appointment';
import { serveAttorneyArea } from './routes/attorney';
import { serveCalendarFeedArea } from './routes/calendar-feed';
import { serveConversationArea } from './routes/conversation';
import { serveDocumentArea } from './routes/document';
import { serveInvitationArea } from './routes/invitation';
import { serveNotificationArea } from './routes/notification';
import { servePropertyArea } from './routes/property';
import { serveSaleArea } from './routes/sale';
import { serveShowingArea } from './routes/showing';
import { serveUserSearchArea } from './routes/user-search';

/** The routes that take a form body instead of JSON (the one-click unsubscribe, RFC 8058). */
const FORM_ROUTES = (Object.values(apiRoutes) as ApiRoute[]).filter((route) => route.urlEncodedForm === true);

/** JSON bodies above this are refused with 413 (uploads have their own limit, DESIGN §6). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  readonly auth: IdTokenVerifier & AccountAuth & AdminUserAuth;
  readonly db: Firestore;
  /** Where uploaded files are stored; by default the one chosen for the environment (DESIGN §6). */
  readonly blobs?: BlobStore;
  /** X-Forwarded-For hops of our own proxies (client-address.ts); by default the TRUSTED_PROXY_HOPS param. */
  readonly trustedProxyHops?: () => number;
}

/**
 * Serves every area of the domain's route table on `api`, in the order `apiRoutes` joins them (so no parameter route
 * shadows a fixed path registered after it).
 */
export function mountApiRoutes(api: ApiRouter, deps: AppDependencies): void {
  serveAccountArea(api, deps);
  serveAppointmentArea(api, deps);
  servePropertyArea(api, deps);
  serveSaleArea(api, deps);
  serveAdminArea(api, deps);
  serveUserSearchArea(api, deps);
  serveNotificationArea(api, deps);
  serveDocumentArea(api, { db: deps.db, blobs: deps.blobs ?? configuredBlobStore });
  serveAttorneyArea(api, deps);
  serveInvitationArea(api, deps);
  serveShowingArea(api, deps);
  serveCalendarFeedArea(api, deps);
  serveConversationArea(api, deps);
}

/** The Express app behind the `api` function; every path of the spec lives under /api. */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(assignRequestId);
  app.use(securityHeaders);
  app.use(limitRequestSize(JSON_BODY_LIMIT_BYTES));
  app.use(refuseNonJsonBodiesExcept(FORM_ROUTES));
  app.use(parseJsonBody(JSON_BODY_LIMIT_BYTES));
  app.use(cookieParser());
  app.use(authenticate(deps.auth));

  // The routes of the domain's table, with their full paths (`/api/...`).
  const api = createApiRouter(firestoreRateLimiter(deps.db), deps.trustedProxyHops ?? (() => trustedProxyHops.value()));
  mountApiRoutes(api, deps);
  app.use(api.router);

  app.use(answerNotFound);
  app.use(handleErrors);
  return app;
}
