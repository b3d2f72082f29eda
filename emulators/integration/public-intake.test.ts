import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  adminTexts,
  apiPath,
  apiRoutes,
  apiTexts,
  errorsTexts,
  mailTexts,
  PUBLIC_RATE_LIMIT,
  type PublicAppointmentRequestInput,
  type PublicPropertySubmissionInput,
  serverTodayIsoDate,
  validationTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { callApi, failedFields, uniqueClientAddress, withoutField } from './support/api-client';
import { uniqueEmail } from './support/registered-accounts';

/** The operations inbox of the demo project's configuration (functions/.env.demo-estatekey). */
const OPERATIONS_EMAIL = 'operations@estatekey.test';

/** An Admin profile of this file's own, so its notifications can be read back without meeting other suites'. */
const adminUid = `it-intake-admin-${randomUUID()}`;

beforeAll(async () => {
  await adminDb.doc(`users/${adminUid}`).set({
    firstName: 'Intake',
    lastName: 'Admin',
    email: uniqueEmail('intake-admin'),
    role: 'Admin',
    createdAt: Timestamp.now(),
  });
});

function appointmentRequest(overrides: Partial<PublicAppointmentRequestInput> = {}): PublicAppointmentRequestInput {
  return {
    appointmentDate: addDaysIso(serverTodayIsoDate(), 3),
    appointmentTime: '13:30',
    appointmentType: 'Key Pickup Schedule',
    duration: 15,
    details: 'Side door key is with the neighbour.',
    needsCleanout: true,
    contactName: `Visitor ${randomUUID()}`,
    contactEmail: uniqueEmail('visitor'),
    contactPhone: '(555) 010-9000',
    ...overrides,
  };
}

function propertySubmission(overrides: Partial<PublicPropertySubmissionInput> = {}): PublicPropertySubmissionInput {
  return {
    propertyAddress: `${Math.floor(Math.random() * 9000) + 100} Birch Lane`,
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZip: '62704',
    propertyType: 'multiFamily',
    propertyCondition: 'needsWork',
    contactName: `Seller ${randomUUID()}`,
    contactEmail: uniqueEmail('seller'),
    contactPhone: '(555) 010-9100',
    additionalInfo: 'Probate sale, court approval pending.',
    ...overrides,
  };
}

const schedule = (body: unknown, clientAddress?: string) =>
  callApi(apiPath(apiRoutes.scheduleAppointment), {
    method: 'POST',
    body,
    ...(clientAddress ? { clientAddress } : {}),
  });
const submitProperty = (body: unknown, clientAddress?: string) =>
  callApi(apiPath(apiRoutes.submitProperty), { method: 'POST', body, ...(clientAddress ? { clientAddress } : {}) });

async function intakeRequestsFrom(contactEmail: string) {
  const snapshot = await adminDb.collection('intakeRequests').where('payload.contactEmail', '==', contactEmail).get();
  return snapshot.docs.map((doc) => doc.data());
}

async function adminNotificationsAbout(contactName: string) {
  const snapshot = await adminDb.collection(`users/${adminUid}/notifications`).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((notification) => String(notification['message']).includes(contactName));
}

async function operationsMailAbout(contactEmail: string) {
  const snapshot = await adminDb.collection('mail').where('template', '==', 'intake').get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((mail) => String((mail['message'] as { text?: string } | undefined)?.text).includes(contactEmail));
}

describe('POST /api/appointments/schedule from a visitor', () => {
  it('stores an intake request without the client-sent owner address, notifies admins and mails operations', async () => {
    const date = addDaysIso(serverTodayIsoDate(), 3);
    const request = appointmentRequest({ appointmentDate: date });
    const answer = await schedule({ ...request, ownerEmail: 'attacker@example.com' });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: apiTexts.appointmentRequested });

    const [intake, ...others] = await intakeRequestsFrom(request.contactEmail);
    expect(others).toEqual([]);
    expect(intake).toMatchObject({
      kind: 'keyPickup',
      status: 'new',
      submittedBy: null,
      targetId: null,
      payload: request,
    });
    expect(intake?.['payload']).not.toHaveProperty('ownerEmail');
    expect(intake?.['createdAt']).toBeInstanceOf(Timestamp);

    expect(await adminNotificationsAbout(request.contactName)).toEqual([
      expect.objectContaining({
        ...adminTexts.notifications.intakeKeyPickup(request.contactName, date, '13:30'),
        category: 'system',
        link: '/intake-process',
        read: false,
      }),
    ]);

    const [mail, ...otherMail] = await operationsMailAbout(request.contactEmail);
    expect(otherMail).toEqual([]);
    expect(mail).toMatchObject({ to: OPERATIONS_EMAIL, message: { subject: mailTexts.intake.keyPickupSubject } });
    expect(JSON.stringify(mail)).not.toContain('attacker@example.com');
  });

  it('fills in the type and the 15-minute duration when the modal leaves them out', async () => {
    const { appointmentType: _type, duration: _duration, details: _details, ...minimal } = appointmentRequest();
    expect((await schedule(minimal)).status).toBe(201);
    const [intake] = await intakeRequestsFrom(minimal.contactEmail);
    expect(intake?.['payload']).toMatchObject({ appointmentType: 'Key Pickup Schedule', duration: 15, details: '' });
  });

  it.each(['appointmentDate', 'appointmentTime', 'contactName', 'contactEmail', 'contactPhone'] as const)(
    'refuses a request without %s and stores nothing',
    async (field) => {
      const request = withoutField(appointmentRequest(), field);
      const answer = await schedule(request);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: errorsTexts.validation });
      expect(failedFields(answer)).toEqual([field]);
      expect(await intakeRequestsFrom(String(request['contactEmail']))).toEqual([]);
    },
  );

  it('refuses a past date, a time outside the fixed slots, a bad e-mail and another appointment type', async () => {
    const cases = [
      {
        request: appointmentRequest({ appointmentDate: addDaysIso(serverTodayIsoDate(), -1) }),
        field: 'appointmentDate',
        message: validationTexts.dateInPast,
      },
      {
        request: appointmentRequest({ appointmentTime: '12:00' }),
        field: 'appointmentTime',
        message: validationTexts.chooseTimeSlot,
      },
      {
        request: appointmentRequest({ contactEmail: 'visitor@' }),
        field: 'contactEmail',
        message: validationTexts.invalidEmail,
      },
    ];
    for (const { request, field, message } of cases) {
      const answer = await schedule(request);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [{ path: field, message }] });
      expect(await intakeRequestsFrom(request.contactEmail)).toEqual([]);
    }
    const otherType = appointmentRequest();
    expect(failedFields(await schedule({ ...otherType, appointmentType: 'Open House' }))).toEqual(['appointmentType']);
  });

  it('accepts today, the first day a visitor anywhere may choose', async () => {
    const request = appointmentRequest({ appointmentDate: serverTodayIsoDate(), appointmentTime: '09:00' });
    expect((await schedule(request)).status).toBe(201);
  });

  it('answers 401 to a caller whose token is refused, instead of treating it as a visitor', async () => {
    const request = appointmentRequest();
    const answer = await callApi(apiPath(apiRoutes.scheduleAppointment), {
      method: 'POST',
      body: request,
      token: 'not-a-firebase-token',
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errorsTexts.invalidToken });
    expect(await intakeRequestsFrom(request.contactEmail)).toEqual([]);
  });

  it(`answers 429 after ${PUBLIC_RATE_LIMIT.max} requests from one address in a minute and writes nothing more`, async () => {
    const address = uniqueClientAddress();
    const contactEmail = uniqueEmail('flood');
    const contactName = `Flooder ${randomUUID()}`;
    for (let index = 0; index < PUBLIC_RATE_LIMIT.max; index += 1) {
      expect((await schedule(appointmentRequest({ contactEmail, contactName }), address)).status).toBe(201);
    }
    expect(await intakeRequestsFrom(contactEmail)).toHaveLength(PUBLIC_RATE_LIMIT.max);

    const refused = await schedule(appointmentRequest({ contactEmail, contactName }), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: errorsTexts.rateLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(await intakeRequestsFrom(contactEmail)).toHaveLength(PUBLIC_RATE_LIMIT.max);
    expect(await adminNotificationsAbout(contactName)).toHaveLength(PUBLIC_RATE_LIMIT.max);
    expect(await operationsMailAbout(contactEmail)).toHaveLength(PUBLIC_RATE_LIMIT.max);

    // Only the rightmost X-Forwarded-For entry (appended by Google's front end) names the client: whatever the
    // client writes to its left changes nothing, and another address is another client.
    expect((await schedule(appointmentRequest(), `${uniqueClientAddress()}, ${address}`)).status).toBe(429);
    expect((await schedule(appointmentRequest(), `${address}, ${uniqueClientAddress()}`)).status).toBe(201);
  });
});

describe('POST /api/properties/submit from a visitor', () => {
  it('stores an intake request, notifies admins and mails operations', async () => {
    const submission = propertySubmission();
    const answer = await submitProperty({ ...submission, ownerEmail: 'attacker@example.com' });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: apiTexts.propertySubmitted });

    const [intake, ...others] = await intakeRequestsFrom(submission.contactEmail);
    expect(others).toEqual([]);
    expect(intake).toMatchObject({ kind: 'property', status: 'new', submittedBy: null, payload: submission });
    expect(intake?.['payload']).not.toHaveProperty('ownerEmail');

    expect(await adminNotificationsAbout(submission.contactName)).toEqual([
      expect.objectContaining({
        ...adminTexts.notifications.intakeProperty(
          submission.contactName,
          `${submission.propertyAddress}, Springfield, IL`,
        ),
        category: 'system',
        link: '/intake-process',
        read: false,
      }),
    ]);
    const [mail] = await operationsMailAbout(submission.contactEmail);
    expect(mail).toMatchObject({ to: OPERATIONS_EMAIL, message: { subject: mailTexts.intake.propertySubject } });
  });

  it.each([
    'propertyAddress',
    'propertyCity',
    'propertyState',
    'propertyZip',
    'propertyType',
    'propertyCondition',
    'contactName',
    'contactEmail',
    'contactPhone',
  ] as const)('refuses a submission without %s and stores nothing', async (field) => {
    const submission = withoutField(propertySubmission(), field);
    const answer = await submitProperty(submission);
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual([field]);
    expect(await intakeRequestsFrom(String(submission['contactEmail']))).toEqual([]);
  });

  it('refuses an unknown state, a malformed ZIP or e-mail, and an unknown type or condition', async () => {
    const cases = [
      { submission: propertySubmission({ propertyState: 'XX' }), field: 'propertyState' },
      { submission: propertySubmission({ propertyZip: '6270' }), field: 'propertyZip' },
      { submission: propertySubmission({ contactEmail: 'seller.example.com' }), field: 'contactEmail' },
      { submission: { ...propertySubmission(), propertyType: 'castle' }, field: 'propertyType' },
      { submission: { ...propertySubmission(), propertyCondition: 'ruined' }, field: 'propertyCondition' },
    ];
    for (const { submission, field } of cases) {
      const answer = await submitProperty(submission);
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual([field]);
    }
  });

  it('counts malformed requests too: a flood of them blocks the next valid one, which writes nothing', async () => {
    const address = uniqueClientAddress();
    for (let index = 0; index < PUBLIC_RATE_LIMIT.max; index += 1) {
      expect((await submitProperty({ propertyAddress: 'incomplete' }, address)).status).toBe(400);
    }
    const submission = propertySubmission();
    const refused = await submitProperty(submission, address);
    expect(refused.status).toBe(429);
    expect(await intakeRequestsFrom(submission.contactEmail)).toEqual([]);
    expect(await adminNotificationsAbout(submission.contactName)).toEqual([]);

    // Each public route has its own window.
    expect((await schedule(appointmentRequest(), address)).status).toBe(201);
  });
});
