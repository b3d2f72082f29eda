import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  apiRoutes,
  AUTH_COOKIE,
  type ClientIntakeInput,
  errorsTexts,
  serverTodayIsoDate,
  TEXT_LIMITS,
  validationTexts,
  apiPath,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, uniqueClientAddress } from './support/api-client';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { readPropertyOrFail, seedProfile, seedProperty } from './support/properties';
import { uniqueEmail } from './support/registered-accounts';

/* What a hostile page or a hostile client sends. */

interface RawCall {
  readonly method: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

/** A request exactly as given (no JSON encoding), answered with its status, content type and text. */
async function rawCall(path: `/api/${string}`, call: RawCall) {
  const response = await fetchWithTimeout(apiUrl(path), {
    method: call.method,
    headers: { 'X-Forwarded-For': uniqueClientAddress(), ...call.headers },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

function jsonOf(answer: { contentType: string; text: string }): unknown {
  expect(answer.contentType).toMatch(/^application\/json/);
  return JSON.parse(answer.text) as unknown;
}

async function intakeRequestsFrom(contactEmail: string) {
  const snapshot = await adminDb.collection('intakeRequests').where('payload.contactEmail', '==', contactEmail).get();
  return snapshot.docs;
}

function visitorAppointment(contactEmail: string): Record<string, string> {
  return {
    appointmentDate: addDaysIso(serverTodayIsoDate(), 3),
    appointmentTime: '13:30',
    appointmentType: 'Key Pickup Schedule',
    duration: '15',
    details: 'Cross-site form',
    needsCleanout: 'true',
    contactName: `Visitor ${randomUUID()}`,
    contactEmail,
    contactPhone: '(555) 010-9000',
  };
}

describe('the authToken cookie', () => {
  let owner: TestAccount;
  let agent: TestAccount;

  beforeAll(async () => {
    [owner, agent] = await Promise.all([createAccountWithRole('Guardian'), createAccountWithRole('Agent')]);
    await Promise.all([
      seedProfile({ uid: owner.uid, role: 'Guardian', firstName: 'Cora', lastName: 'Cookie', email: owner.email }),
      seedProfile({ uid: agent.uid, role: 'Agent', firstName: 'Abe', lastName: 'Agent', email: agent.email }),
    ]);
  });

  it('still signs in safe requests (downloads, where a header cannot be sent)', async () => {
    const answer = await rawCall('/api/user/profile', {
      method: 'GET',
      headers: { Cookie: `${AUTH_COOKIE}=${owner.idToken}` },
    });
    expect(answer.status).toBe(200);
  });

  it('is no token for a state-changing request: a cross-site form cannot share a property', async () => {
    const propertyId = await seedProperty({ ownerId: owner.uid });
    const body = JSON.stringify({ propertyId, userId: agent.uid, permissionLevel: 'manage' });
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = await rawCall('/api/properties/share', {
        method,
        headers: { Cookie: `${AUTH_COOKIE}=${owner.idToken}`, 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(401);
      expect(jsonOf(answer)).toEqual({ message: errorsTexts.authRequired });
    }
    const profile = await rawCall('/api/user/profile/update', {
      method: 'PUT',
      headers: { Cookie: `${AUTH_COOKIE}=${owner.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Hijacked' }),
    });
    expect(profile.status).toBe(401);
    expect((await readPropertyOrFail(propertyId)).sharedWith).toEqual({});

    // The Bearer header still works for the same request.
    const withHeader = await callApi(apiPath(apiRoutes.shareProperty), {
      method: 'POST',
      token: owner.idToken,
      body: JSON.parse(body) as unknown,
    });
    expect(withHeader.status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses a urlencoded form body with 415 JSON and stores nothing', async () => {
    const contactEmail = uniqueEmail('form');
    const answer = await rawCall('/api/appointments/schedule', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(visitorAppointment(contactEmail)).toString(),
    });
    expect(answer.status).toBe(415);
    expect(jsonOf(answer)).toEqual({ message: errorsTexts.unsupportedMediaType });
    expect(await intakeRequestsFrom(contactEmail)).toEqual([]);
  });

  it('refuses text/plain and other non-JSON bodies with 415 JSON, even when they hold JSON', async () => {
    const contactEmail = uniqueEmail('text');
    for (const contentType of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const answer = await rawCall('/api/appointments/schedule', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: JSON.stringify(visitorAppointment(contactEmail)),
      });
      expect(answer.status).toBe(415);
      expect(jsonOf(answer)).toEqual({ message: errorsTexts.unsupportedMediaType });
    }
    expect(await intakeRequestsFrom(contactEmail)).toEqual([]);
  });

  it('answers 415 JSON to a multipart body on a JSON route', async () => {
    const form = new FormData();
    form.append('email', 'someone@example.com');
    const response = await fetchWithTimeout(apiUrl('/api/user/login'), {
      method: 'POST',
      headers: { 'X-Forwarded-For': uniqueClientAddress() },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: errorsTexts.unsupportedMediaType });
  });
});

describe('text lengths', () => {
  let attorney: TestAccount;

  beforeAll(async () => {
    attorney = await createAccountWithRole('Attorney');
    await seedProfile({
      uid: attorney.uid,
      role: 'Attorney',
      firstName: 'Lena',
      lastName: 'Length',
      email: attorney.email,
    });
  });

  function intake(email: string, overrides: Partial<ClientIntakeInput>): ClientIntakeInput {
    return {
      firstName: 'Ivy',
      lastName: 'Invitee',
      email,
      role: 'Executor',
      caseType: 'Estate Sale',
      caseName: 'Estate Sale - Ivy',
      ...overrides,
    };
  }

  /** Everything an intake for `email` could have written: the case, its invitation and the mail. */
  async function writtenFor(email: string) {
    const [cases, invitations, mail] = await Promise.all([
      adminDb.collection('cases').where('attorneyId', '==', attorney.uid).get(),
      adminDb.collection('invitations').where('client.email', '==', email).get(),
      adminDb.collection('mail').where('to', '==', email).get(),
    ]);
    return { cases: cases.size, invitations: invitations.size, mail: mail.size };
  }

  it.each([
    ['a 3,000-character case number', 'caseNumber', { caseNumber: '7'.repeat(3000) }, TEXT_LIMITS.number],
    ['a 300 KB first name', 'firstName', { firstName: 'x'.repeat(300 * 1024) }, TEXT_LIMITS.name],
  ] as const)(
    'refuses %s on the client intake with 400 naming the field, and writes nothing',
    async (_, field, overrides, max) => {
      const email = uniqueEmail('too-long');
      const answer = await callApi(apiPath(apiRoutes.submitClient), {
        method: 'POST',
        token: attorney.idToken,
        body: intake(email, overrides),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: validationTexts.textTooLong(max),
        errors: [{ path: field, message: validationTexts.textTooLong(max) }],
      });
      expect(await writtenFor(email)).toEqual({ cases: 0, invitations: 0, mail: 0 });
    },
  );
});

describe('ids Firestore refuses', () => {
  const BAD_IDS = ['a/b', '..', '__x__'];
  let agent: TestAccount;
  let attorney: TestAccount;

  beforeAll(async () => {
    [agent, attorney] = await Promise.all([createAccountWithRole('Agent'), createAccountWithRole('Attorney')]);
  });

  function showing(propertyId: string) {
    return {
      propertyId,
      date: addDaysIso(serverTodayIsoDate(), 7),
      startTime: '10:00',
      endTime: '10:30',
      clientName: 'Bob Buyer',
    };
  }

  it.each(BAD_IDS)('as the propertyId of a showing answer 400 naming the field, and book nothing: %j', async (id) => {
    const answer = await callApi(apiPath(apiRoutes.createShowing), {
      method: 'POST',
      token: agent.idToken,
      body: showing(id),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: validationTexts.invalidId,
      errors: [{ path: 'propertyId', message: validationTexts.invalidId }],
    });
    expect((await adminDb.collection('showings').where('agentId', '==', agent.uid).get()).size).toBe(0);
  });

  it.each(BAD_IDS)('as the case or property of a case link answer 400 naming the field: %j', async (id) => {
    for (const body of [
      { caseId: id, propertyId: 'it-some-property' },
      { caseId: 'it-some-case', propertyId: id },
    ]) {
      const answer = await callApi(apiPath(apiRoutes.associateProperty), {
        method: 'POST',
        token: attorney.idToken,
        body,
      });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual([body.caseId === id ? 'caseId' : 'propertyId']);
    }
  });

  it('in a route parameter answer 400 or 404, never 500', async () => {
    // '..' cannot travel as a path segment (URLs resolve it, encoded or not); '/' travels encoded.
    for (const segment of ['a%2Fb', '__x__', '%2E%2E']) {
      const answers = await Promise.all([
        callApi(`/api/showings/${segment}`, { method: 'DELETE', token: agent.idToken }),
        callApi(`/api/showings/${segment}`, { method: 'PUT', token: agent.idToken, body: showing('it-property') }),
        callApi(`/api/attorney/cases/${segment}`, { token: attorney.idToken }),
        callApi(`/api/documents/case/${segment}`, { token: attorney.idToken }),
      ]);
      for (const answer of answers) expect([400, 404], segment).toContain(answer.status);
    }
  });
});
