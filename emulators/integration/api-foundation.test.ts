import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, errorsTexts } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole } from './support/accounts';
import { adminAuth, adminDb } from './support/admin';
import { apiUrl, fetchWithTimeout } from './support/endpoints';

const attorneyProfile = {
  specialization: 'Probate',
  barNumber: 'BAR-12345',
  yearsOfExperience: 12,
  biography: 'Handles probate and guardianship sales.',
  hourlyRate: 250,
  practiceAreas: ['Probate', 'Guardianship'],
  availability: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
};

async function createProfile(uid: string, email: string) {
  await adminDb.collection('users').doc(uid).set({
    firstName: 'Avery',
    lastName: 'Integration',
    email,
    role: 'Attorney',
    onboardingCompleted: true,
    attorneyProfile,
    createdAt: new Date(),
  });
}

/** A 500 or a platform error page must never show how the server is built. */
function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toContain('node_modules');
}

describe('GET /api/health', () => {
  it('answers ok with the current time, as the domain contract says', async () => {
    const before = Date.now();
    const response = await fetchWithTimeout(apiUrl('/api/health'));
    expect(response.status).toBe(200);
    const health = apiRoutes.health.response.parse(await response.json());
    expect(health.status).toBe('ok');
    expect(Date.parse(health.time)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('sends the security headers of a JSON API', async () => {
    const response = await fetchWithTimeout(apiUrl('/api/health'));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown /api paths', () => {
  it('answer 404 with a JSON message', async () => {
    const response = await fetchWithTimeout(apiUrl(`/api/no-such-endpoint-${randomUUID()}`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: errorsTexts.routeNotFound });
  });
});

describe('GET /api/users/me', () => {
  it('answers 401 without a token, with a JSON message and no stack', async () => {
    const response = await fetchWithTimeout(apiUrl('/api/users/me'));
    expect(response.status).toBe(401);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: errorsTexts.authRequired });
    expectNoStackTrace(body);
  });

  it('answers 401 to a token that is not a Firebase ID token', async () => {
    const response = await fetchWithTimeout(apiUrl('/api/users/me'), {
      headers: { Authorization: 'Bearer not-a-real-token' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: errorsTexts.invalidToken });
  });

  it("answers the caller's role from the custom claim, with the profile fields", async () => {
    const account = await createAccountWithRole('Attorney');
    await createProfile(account.uid, account.email);

    const response = await fetchWithTimeout(apiUrl('/api/users/me'), {
      headers: { Authorization: `Bearer ${account.idToken}` },
    });
    expect(response.status).toBe(200);
    const me = apiRoutes.me.response.parse(await response.json());
    expect(me).toMatchObject({
      id: account.uid,
      _id: account.uid,
      email: account.email,
      role: 'Attorney',
      onboardingCompleted: true,
      attorneyProfile,
    });
  });

  it('accepts the token from the authToken cookie of direct API callers', async () => {
    const account = await createAccountWithRole('Attorney');
    await createProfile(account.uid, account.email);

    const response = await fetchWithTimeout(apiUrl('/api/users/me'), {
      headers: { Cookie: `authToken=${account.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(apiRoutes.me.response.parse(await response.json()).id).toBe(account.uid);
  });

  it('answers 404 when the signed-in user has no profile', async () => {
    const account = await createAccountWithRole('Guardian');
    const response = await fetchWithTimeout(apiUrl('/api/users/me'), {
      headers: { Authorization: `Bearer ${account.idToken}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: errorsTexts.userNotFound });
  });

  it('refuses a token after its sessions were revoked', async () => {
    const account = await createAccountWithRole('Attorney');
    await createProfile(account.uid, account.email);
    // Revocation has one-second resolution: revoke in a later second than the token was issued.
    await sleep(1_100);
    await adminAuth.revokeRefreshTokens(account.uid);

    const response = await fetchWithTimeout(apiUrl('/api/users/me'), {
      headers: { Authorization: `Bearer ${account.idToken}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: errorsTexts.invalidToken });
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetchWithTimeout(apiUrl('/api/health'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expectNoStackTrace(await response.text());
  });

  it('answers a body above 1 MB with 413', async () => {
    const response = await fetchWithTimeout(apiUrl('/api/health'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: errorsTexts.requestTooLarge });
  });
});
