import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { AccountAuth } from '../services/accounts';
import type { BlobStore } from '../services/blob-store/blob-store';
import { configuredBlobStore } from '../services/blob-store/configured-blob-store';
import { authenticate, type IdTokenVerifier } from './middleware/authenticate';
import { limitRequestSize, parseJsonBody } from './middleware/body';
import { answerNotFound, handleErrors } from './middleware/errors';
import { assignRequestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { accountRoutes } from './routes/account';
import { appointmentRoutes } from './routes/appointments';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { onboardingRoutes } from './routes/onboarding';
import { propertyRoutes } from './routes/properties';
import { publicIntakeRoutes } from './routes/public-intake';
import { sharingRoutes } from './routes/sharing';
import { userSearchRoutes } from './routes/user-search';
import { userRoutes } from './routes/users';

/** JSON bodies above this are refused with 413 (uploads have their own limit, DESIGN §6). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  readonly auth: IdTokenVerifier & AccountAuth;
  readonly db: Firestore;
  /** Where uploaded files are stored; by default the one chosen for the environment (DESIGN §6). */
  readonly blobs?: BlobStore;
}

/** The Express app behind the `api` function; every path of the spec lives under /api. */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(assignRequestId);
  app.use(securityHeaders);
  app.use(limitRequestSize(JSON_BODY_LIMIT_BYTES));
  app.use(parseJsonBody(JSON_BODY_LIMIT_BYTES));
  app.use(cookieParser());
  app.use(authenticate(deps.auth));

  // Routers carry the full paths of the domain's route table (`/api/...`).
  app.use(healthRoutes());
  app.use(userRoutes(deps));
  app.use(accountRoutes(deps));
  app.use(onboardingRoutes(deps));
  // Visitors' key pickup requests and property submissions. Callers presenting a token pass through to the
  // signed-in handlers of the same paths, which must be registered after this line.
  app.use(publicIntakeRoutes(deps));
  app.use(appointmentRoutes(deps));
  app.use(propertyRoutes(deps));
  app.use(sharingRoutes(deps));
  app.use(userSearchRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(documentRoutes({ db: deps.db, blobs: deps.blobs ?? configuredBlobStore }));

  app.use(answerNotFound);
  app.use(handleErrors);
  return app;
}
