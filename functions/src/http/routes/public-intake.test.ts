import { messages } from '@estatekey/domain';
import express, { type RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { handleErrors } from '../middleware/errors';
import { visitorsOnly } from './public-intake';

/** What `authenticate` leaves on the request for a verified token, or for a refused one. */
const verifiedToken: RequestHandler = (req, _res, next) => {
  req.auth = { uid: 'uid-1', role: 'Guardian', email: null, token: { uid: 'uid-1' } as DecodedIdToken };
  next();
};
const refusedToken: RequestHandler = (req, _res, next) => {
  req.authFailure = 'invalid-token';
  next();
};

/** The public handler answers 'visitor'; a later route of the same path stands in for the signed-in handler. */
function dispatchingApp(before: RequestHandler | undefined) {
  const app = express();
  if (before) app.use(before);
  const publicRouter = express.Router();
  publicRouter.post('/api/appointments/schedule', visitorsOnly, (_req, res) => {
    res.json({ handledAs: 'visitor' });
  });
  app.use(publicRouter);
  app.post('/api/appointments/schedule', (_req, res) => {
    res.json({ handledAs: 'signed-in' });
  });
  app.use(handleErrors);
  return app;
}

async function post(app: express.Express) {
  return await withServer(app, async (baseUrl) => {
    const response = await fetchWithTimeout(`${baseUrl}/api/appointments/schedule`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

describe('visitorsOnly', () => {
  it('keeps a request without a token on the public handler', async () => {
    expect(await post(dispatchingApp(undefined))).toEqual({ status: 200, body: { handledAs: 'visitor' } });
  });

  it('passes a signed-in caller on to the handler registered after it', async () => {
    expect(await post(dispatchingApp(verifiedToken))).toEqual({ status: 200, body: { handledAs: 'signed-in' } });
  });

  it('answers 401 to a refused token instead of treating the caller as a visitor', async () => {
    expect(await post(dispatchingApp(refusedToken))).toEqual({
      status: 401,
      body: { message: messages.errors.invalidToken },
    });
  });
});
