import { AUTH_COOKIE } from '@estatekey/domain';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { authenticate } from './authenticate';

/** An app answering who `authenticate` found: the uid, or null. */
function whoAmIApp() {
  const app = express();
  app.use(cookieParser());
  app.use(
    authenticate({
      verifyIdToken: (token) => Promise.resolve({ uid: `uid-of-${token}`, auth_time: 1_000 } as DecodedIdToken),
      getUser: () => Promise.resolve({ disabled: false } as UserRecord),
    }),
  );
  app.all('/who', (req, res) => {
    res.json({ uid: req.auth?.uid ?? null });
  });
  return app;
}

async function whoAmI(method: string, headers: Record<string, string>): Promise<unknown> {
  return await withServer(whoAmIApp(), async (baseUrl) => {
    const response = await fetchWithTimeout(`${baseUrl}/who`, { method, headers });
    return ((await response.json()) as { uid: unknown }).uid;
  });
}

describe('authenticate', () => {
  it('reads the Bearer header on every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await whoAmI(method, { Authorization: 'Bearer t1' })).toBe('uid-of-t1');
    }
  });

  it('accepts the authToken cookie for safe methods only (downloads, where no header can be sent)', async () => {
    const cookie = { Cookie: `${AUTH_COOKIE}=c1` };
    expect(await whoAmI('GET', cookie)).toBe('uid-of-c1');
    // A cross-site form or fetch carries the cookie too: a state-changing request with only the cookie has no token.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await whoAmI(method, cookie)).toBeNull();
    }
    expect(await whoAmI('POST', { ...cookie, Authorization: 'Bearer t2' })).toBe('uid-of-t2');
  });
});
