import cookieParser from 'cookie-parser';
import express from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, withServer } from '../../testing/serve-app';
import { authenticate } from './authenticate';
import { SESSION_STATE_TTL_MS, createSessionCheck } from './session-check';

const SIGNED_IN_AT = 1_700_000_000; // the token's auth_time, in seconds

/** One Auth user whose record a test changes (revoke, disable), counting the lookups; and a clock the test moves. */
function fakeAuth() {
  const user = { disabled: false, tokensValidAfterTime: undefined as string | undefined };
  let time = SIGNED_IN_AT * 1000 + 5_000;
  const auth = {
    lookups: 0,
    user,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    revoke: () => {
      user.tokensValidAfterTime = new Date(time).toUTCString();
    },
    verifyIdToken: (token: string) => Promise.resolve({ uid: token, auth_time: SIGNED_IN_AT } as DecodedIdToken),
    getUser: () => {
      auth.lookups += 1;
      return Promise.resolve({ ...user } as UserRecord);
    },
  };
  return auth;
}

/** The status a request gets from an app whose routes answer 200 to a verified token and 401 otherwise. */
function statusOf(auth: ReturnType<typeof fakeAuth>) {
  const app = express();
  app.use(cookieParser());
  app.use(authenticate(auth, createSessionCheck(auth, { now: auth.now })));
  app.all('/who', (req, res) => {
    res.sendStatus(req.auth ? 200 : 401);
  });
  return async (method: string): Promise<number> =>
    await withServer(app, async (baseUrl) => {
      const response = await fetchWithTimeout(`${baseUrl}/who`, { method, headers: { Authorization: 'Bearer u1' } });
      return response.status;
    });
}

describe('the session check behind authenticate', () => {
  it('reads Auth once per user within the TTL on reads, and on every write', async () => {
    const auth = fakeAuth();
    const status = statusOf(auth);
    expect(await status('GET')).toBe(200);
    expect(await status('GET')).toBe(200);
    expect(auth.lookups).toBe(1);
    auth.advance(SESSION_STATE_TTL_MS);
    expect(await status('GET')).toBe(200);
    expect(auth.lookups).toBe(2);
    expect(await status('POST')).toBe(200);
    expect(await status('DELETE')).toBe(200);
    expect(auth.lookups).toBe(4);
  });

  it('refuses a revoked session on the next write at once, and on reads once the cached state has expired', async () => {
    const auth = fakeAuth();
    const status = statusOf(auth);
    expect(await status('GET')).toBe(200);
    auth.revoke();
    // Another instance revoked: this one's cached state still lets reads through until it expires.
    expect(await status('GET')).toBe(200);
    auth.advance(SESSION_STATE_TTL_MS);
    expect(await status('GET')).toBe(401);

    const other = fakeAuth();
    const otherStatus = statusOf(other);
    expect(await otherStatus('GET')).toBe(200);
    other.revoke();
    expect(await otherStatus('PUT')).toBe(401);
    // The write's fresh read is cached: reads are refused from then on too.
    expect(await otherStatus('GET')).toBe(401);
  });

  it('refuses a disabled user on the next write at once and on reads within the TTL', async () => {
    const auth = fakeAuth();
    const status = statusOf(auth);
    expect(await status('GET')).toBe(200);
    auth.user.disabled = true;
    expect(await status('POST')).toBe(401);
    expect(await status('GET')).toBe(401);
  });

  it('lets a user enabled again in at once: a cached refusal is confirmed by a fresh read', async () => {
    const auth = fakeAuth();
    const status = statusOf(auth);
    auth.user.disabled = true;
    expect(await status('GET')).toBe(401);
    auth.user.disabled = false;
    expect(await status('GET')).toBe(200);
  });

  it('accepts a token signed in within the revocation second, as checkRevoked does', async () => {
    const auth = fakeAuth();
    auth.user.tokensValidAfterTime = new Date(SIGNED_IN_AT * 1000).toUTCString();
    expect(await statusOf(auth)('POST')).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const auth = fakeAuth();
    const check = createSessionCheck(
      { getUser: () => Promise.reject(Object.assign(new Error('gone'), { code: 'auth/user-not-found' })) },
      { now: auth.now },
    );
    await expect(
      check.refusal({ uid: 'u1', auth_time: SIGNED_IN_AT } as DecodedIdToken, { fresh: false }),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await statusOf({ ...auth, getUser: () => Promise.reject(new Error('gone')) })('GET')).toBe(401);
  });

  it('shares one Auth lookup among concurrent reads of one user', async () => {
    const auth = pausedAuth();
    const check = createSessionCheck(auth);
    const answers = Promise.all(Array.from({ length: 10 }, () => check.refusal(token, { fresh: false })));
    auth.answerAll();
    expect(await answers).toEqual(Array.from({ length: 10 }, () => undefined));
    expect(auth.lookups).toBe(1);
  });

  it('checks a write against a lookup that started after it arrived, shared by the writes that arrived meanwhile', async () => {
    const auth = pausedAuth();
    const check = createSessionCheck(auth);
    const read = check.refusal(token, { fresh: false });
    // Revoked after the read's lookup started: the writes arriving now must not trust that lookup.
    auth.revokeNow();
    const writes = Promise.all(Array.from({ length: 5 }, () => check.refusal(token, { fresh: true })));
    auth.answerAll();
    expect(await read).toBeUndefined();
    // The second lookup starts once the first has answered.
    await vi.waitFor(() => expect(auth.lookups).toBe(2));
    auth.answerAll();
    expect(await writes).toEqual(Array.from({ length: 5 }, () => 'auth/id-token-revoked'));
    expect(auth.lookups).toBe(2);
  });
});

const token = { uid: 'u1', auth_time: SIGNED_IN_AT } as DecodedIdToken;

/** An Auth whose lookups wait until the test answers them, with the user's record as it is when answered. */
function pausedAuth() {
  let validAfter: string | undefined;
  const waiting: Array<() => void> = [];
  const auth = {
    lookups: 0,
    revokeNow: () => {
      validAfter = new Date((SIGNED_IN_AT + 10) * 1000).toUTCString();
    },
    answerAll: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    getUser: () => {
      auth.lookups += 1;
      // The record is read when the lookup starts, as Auth answers what it held then.
      const record = { disabled: false, tokensValidAfterTime: validAfter } as UserRecord;
      return new Promise<UserRecord>((resolve) => waiting.push(() => resolve(record)));
    },
  };
  return auth;
}
