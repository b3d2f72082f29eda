import { messages, type Role } from '@estatekey/domain';
import express, { type RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { requireAuth, requireRole } from './authenticate';
import { handleErrors } from './errors';

/** Stands in for what `authenticate` leaves on the request after the Admin SDK has verified a token. */
function signedInAs(role: Role | null): RequestHandler {
  return (req, _res, next) => {
    const token = { uid: 'uid-1', role } as unknown as DecodedIdToken;
    req.auth = { uid: 'uid-1', role, email: 'someone@example.com', token };
    next();
  };
}

const refusedToken: RequestHandler = (req, _res, next) => {
  req.authFailure = 'invalid-token';
  next();
};

function guardedApp(before: RequestHandler | undefined) {
  const app = express();
  if (before) app.use(before);
  app.get('/any-user', requireAuth, (req, res) => {
    res.json({ uid: req.auth?.uid });
  });
  app.get('/attorneys', requireRole('Attorney', 'Admin'), (req, res) => {
    res.json({ role: req.auth?.role });
  });
  app.use(handleErrors);
  return app;
}

async function statusAndBody(app: express.Express, path: string) {
  return await withServer(app, async (baseUrl) => {
    const response = await fetchWithTimeout(`${baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

describe('requireAuth and requireRole', () => {
  it('answer 401 when no token came with the request', async () => {
    expect(await statusAndBody(guardedApp(undefined), '/any-user')).toEqual({
      status: 401,
      body: { message: messages.errors.authRequired },
    });
    expect((await statusAndBody(guardedApp(undefined), '/attorneys')).status).toBe(401);
  });

  it('say so when the token was refused', async () => {
    expect(await statusAndBody(guardedApp(refusedToken), '/attorneys')).toEqual({
      status: 401,
      body: { message: messages.errors.invalidToken },
    });
  });

  it('let a signed-in caller of a listed role through', async () => {
    expect(await statusAndBody(guardedApp(signedInAs('Attorney')), '/attorneys')).toEqual({
      status: 200,
      body: { role: 'Attorney' },
    });
    expect(await statusAndBody(guardedApp(signedInAs('Guardian')), '/any-user')).toEqual({
      status: 200,
      body: { uid: 'uid-1' },
    });
  });

  it('answer 403 to other roles and to a caller without a role claim', async () => {
    expect(await statusAndBody(guardedApp(signedInAs('Guardian')), '/attorneys')).toEqual({
      status: 403,
      body: { message: messages.errors.forbidden },
    });
    expect((await statusAndBody(guardedApp(signedInAs(null)), '/attorneys')).status).toBe(403);
  });
});
