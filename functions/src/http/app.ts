import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { trustedProxyHops } from '../config';
import type { AccountAuth } from '../services/accounts/accounts';
import type { AdminUserAuth } from '../services/admin/admin-users';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { configuredBlobStore } from '../lib/blob-store/configured-blob-store';
import { authenticate, type IdTokenVerifier } from './middleware/authenticate';
import { limitRequestSize, parseJsonBody, refuseNonJsonBodies } from './middleware/body';
import { answerNotFound, handleErrors } from './middleware/errors';
import { assignRequestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { firestoreRateLimiter } from './middleware/rate-limit';
import { createApiRouter, type ApiRouter } from './mount-route';
import { accountRoutes } from './routes/account';
import { adminAreaRoutes } from './routes/admin-area';
import { adminAuditLogRoutes } from './routes/admin-audit-log';
import { appointmentRoutes } from './routes/appointments';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { attorneyCaseRoutes } from './routes/attorney-cases';
import { attorneyProfileRoutes } from './routes/attorney-profile';
import { clientInvitationRoutes } from './routes/client-invitations';
import { courtDocumentRoutes } from './routes/court-documents';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { onboardingRoutes } from './routes/onboarding';
import { propertyOverviewRoutes } from './routes/property-overview';
import { propertyRoutes } from './routes/properties';
import { sharingRoutes } from './routes/sharing';
import { showingRoutes } from './routes/showings';
import { userSearchRoutes } from './routes/user-search';
import { userRoutes } from './routes/users';

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

/** Mounts every route served today on `api`; each goes through `mountRoute`, which records its name. */
export function mountApiRoutes(api: ApiRouter, deps: AppDependencies): void {
  healthRoutes(api);
  userRoutes(api, deps);
  accountRoutes(api, deps);
  onboardingRoutes(api, deps);
  appointmentRoutes(api, deps);
  propertyRoutes(api, deps);
  sharingRoutes(api, deps);
  propertyOverviewRoutes(api, deps);
  userSearchRoutes(api, deps);
  attorneyProfileRoutes(api, deps);
  attorneyCaseRoutes(api, deps);
  clientInvitationRoutes(api, deps);
  adminAuditLogRoutes(api, deps);
  adminAreaRoutes(api, deps);
  notificationRoutes(api, deps);
  showingRoutes(api, deps);
  calendarFeedRoutes(api, deps);
  documentRoutes(api, { db: deps.db, blobs: deps.blobs ?? configuredBlobStore });
  courtDocumentRoutes(api, deps);
}

/** The Express app behind the `api` function; every path of the spec lives under /api. */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(assignRequestId);
  app.use(securityHeaders);
  app.use(limitRequestSize(JSON_BODY_LIMIT_BYTES));
  app.use(refuseNonJsonBodies);
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
