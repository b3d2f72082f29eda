import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  apiPath,
  apiRoutes,
  apiTexts,
  type Appointment,
  type AppointmentStatus,
  errorsTexts,
  formatLongUsDate,
  formatTime12h,
  type GuardianOnboardingInput,
  KEY_PICKUP_TYPE,
  type KeyPickupRequestInput,
  keyPickupTexts,
  type Notification,
  notificationContentTexts,
  onboardingTexts,
  serverTodayIsoDate,
  validationTexts,
} from '@estatekey/domain';
import { guardianOnboardingAnswers } from '@estatekey/domain/testing/fixtures';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { appointmentConverter } from '../../functions/src/lib/converters';
import { handleAppointmentWritten } from '../../functions/src/triggers/appointments/handle-appointment-written';
import { createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, withoutField, callRoute } from './support/api-client';
import { bystanderUid, readNotifications, seedProperty } from './support/properties';
import { signedInAccount } from './support/registered-accounts';
import { waitFor } from './support/wait-for';

const inAWeek = addDaysIso(serverTodayIsoDate(), 7);

function appointmentsOf(uid: string) {
  return adminDb.collection('appointments').withConverter(appointmentConverter).where('userId', '==', uid);
}

async function storedAppointments(uid: string): Promise<Appointment[]> {
  return (await appointmentsOf(uid).get()).docs.map((doc) => doc.data());
}

function keyPickup(overrides: Partial<KeyPickupRequestInput> = {}): KeyPickupRequestInput {
  return {
    appointmentDate: inAWeek,
    appointmentTime: '13:30',
    appointmentType: KEY_PICKUP_TYPE,
    duration: 30,
    details: 'Keys are with the neighbour at no. 14.',
    needsCleanout: true,
    propertyAddress: '12 Elm Street, Springfield, IL',
    contactName: 'Alice Guardian',
    contactEmail: 'alice.guardian@example.com',
    contactPhone: '(555) 010-2000',
    ...overrides,
  };
}

const schedule = (token: string | undefined, body: unknown) =>
  callApi(apiPath(apiRoutes.scheduleAppointment), { method: 'POST', body, ...(token ? { token } : {}) });

const cancel = (token: string | undefined, id: string) =>
  callRoute(apiRoutes.cancelAppointment, { params: { id }, ...(token ? { token } : {}) });

/** An appointment as the API would have written it, for a user the test controls. */
async function seedAppointment(
  userId: string | null,
  overrides: Partial<{ date: string; time: string; status: AppointmentStatus }> = {},
): Promise<string> {
  const id = `it-appointment-${randomUUID()}`;
  await adminDb
    .collection('appointments')
    .doc(id)
    .set({
      userId,
      date: overrides.date ?? inAWeek,
      time: overrides.time ?? '10:00',
      type: KEY_PICKUP_TYPE,
      duration: 30,
      details: '',
      needsCleanout: false,
      contact: { name: 'Seeded Owner', email: 'owner@example.com', phone: '(555) 010-3000' },
      propertyAddress: '9 Birch Road, Springfield, IL',
      propertyId: null,
      status: overrides.status ?? 'scheduled',
      createdAt: Timestamp.now(),
    });
  return id;
}

async function notificationsTitled(uid: string, title: string): Promise<Notification[]> {
  return (await readNotifications(uid)).filter((notification) => notification.title === title);
}

describe('POST /api/appointments/schedule (signed in)', () => {
  it('schedules a 30-minute key pickup owned by the caller and reads it back', async () => {
    const alice = await signedInAccount('Guardian');
    const answer = await schedule(alice.idToken, keyPickup());

    expect(answer.status).toBe(201);
    const { message, appointment } = apiRoutes.scheduleAppointment.response.parse(answer.body);
    expect(message).toBe(apiTexts.keyPickupScheduled);
    const expected = {
      userId: alice.uid,
      date: inAWeek,
      time: '13:30',
      type: KEY_PICKUP_TYPE,
      duration: 30,
      details: 'Keys are with the neighbour at no. 14.',
      needsCleanout: true,
      contact: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
      propertyAddress: '12 Elm Street, Springfield, IL',
      propertyId: null,
      status: 'scheduled',
    };
    expect(appointment).toMatchObject({ ...expected, _id: appointment?.id });

    const stored = await storedAppointments(alice.uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...expected, id: appointment?.id });
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('notifies the owner once, through the appointment trigger', async () => {
    const eve = await signedInAccount('Executor');
    expect((await schedule(eve.idToken, keyPickup({ appointmentTime: '09:00' }))).status).toBe(201);

    const title = notificationContentTexts.keyPickupScheduled('', '').title;
    const [notification] = await waitFor('the key pickup notification', async () => {
      const found = await notificationsTitled(eve.uid, title);
      return found.length > 0 ? found : undefined;
    });
    expect(notification).toMatchObject({
      ...notificationContentTexts.keyPickupScheduled(formatLongUsDate(inAWeek), formatTime12h('09:00')),
      category: 'appointment',
      link: '/schedule-pickup',
      read: false,
    });
    expect(await notificationsTitled(eve.uid, title)).toHaveLength(1);
  });

  it('names one of the caller’s properties, and refuses one the caller cannot see', async () => {
    const alice = await signedInAccount('Guardian');
    const own = await seedProperty({ ownerId: alice.uid });
    const answer = await schedule(alice.idToken, keyPickup({ propertyId: own }));
    expect(answer.status).toBe(201);
    expect((await storedAppointments(alice.uid))[0]?.propertyId).toBe(own);

    const mallory = await signedInAccount('Guardian');
    const notHers = await schedule(mallory.idToken, keyPickup({ propertyId: own }));
    expect(notHers).toMatchObject({ status: 404, body: { message: errorsTexts.propertyNotFound } });
    expect(await storedAppointments(mallory.uid)).toHaveLength(0);
  });

  it.each(['propertyAddress', 'contactName', 'contactEmail', 'contactPhone'] as const)(
    'refuses a pickup without %s with the spec text and writes nothing',
    async (field) => {
      const alice = await signedInAccount('Guardian');
      const answer = await schedule(alice.idToken, withoutField(keyPickup(), field));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: keyPickupTexts.incompleteContact,
        errors: [{ path: field, message: keyPickupTexts.incompleteContact }],
      });
      expect(await storedAppointments(alice.uid)).toHaveLength(0);
    },
  );

  it('refuses a past date, a slot that is not offered and the public 15-minute shape', async () => {
    const alice = await signedInAccount('Guardian');
    const cases = [
      {
        body: keyPickup({ appointmentDate: addDaysIso(serverTodayIsoDate(), -2) }),
        field: 'appointmentDate',
        message: validationTexts.dateInPast,
      },
      {
        body: keyPickup({ appointmentTime: '12:00' }),
        field: 'appointmentTime',
        message: validationTexts.chooseTimeSlot,
      },
      {
        body: keyPickup({ appointmentTime: '09:15' }),
        field: 'appointmentTime',
        message: validationTexts.chooseTimeSlot,
      },
      {
        body: keyPickup({ appointmentDate: '2026-02-30' }),
        field: 'appointmentDate',
        message: validationTexts.invalidDate,
      },
      { body: { ...keyPickup(), duration: 15 }, field: 'duration', message: undefined },
    ];
    for (const { body, field, message } of cases) {
      const answer = await schedule(alice.idToken, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: errorsTexts.validation });
      expect(failedFields(answer)).toEqual([field]);
      if (message) expect(answer.body).toMatchObject({ errors: [{ message }] });
    }
    expect(await storedAppointments(alice.uid)).toHaveLength(0);
  });

  it('answers 401 to an invalid token instead of treating the caller as a visitor', async () => {
    const answer = await schedule('not-a-token', keyPickup());
    expect(answer).toMatchObject({ status: 401, body: { message: errorsTexts.invalidToken } });
  });

  it('treats a request without a token as a visitor’s, which creates no appointment', async () => {
    const contactEmail = `visitor-${randomUUID()}@example.com`;
    const answer = await schedule(undefined, {
      appointmentDate: inAWeek,
      appointmentTime: '10:00',
      contactName: 'Vera Visitor',
      contactEmail,
      contactPhone: '(555) 010-4000',
    });
    expect(answer.status).toBe(201);
    expect(apiRoutes.scheduleAppointment.response.parse(answer.body)).toEqual({
      message: apiTexts.appointmentRequested,
    });
    const written = await adminDb.collection('appointments').where('contact.email', '==', contactEmail).get();
    expect(written.size).toBe(0);
  });
});

describe('GET /api/appointments/user', () => {
  it('answers 401 without a token', async () => {
    expect((await callApi(apiPath(apiRoutes.userAppointments))).status).toBe(401);
  });

  it('lists only the caller’s appointments, by date and time', async () => {
    const agent = await signedInAccount('Agent');
    const later = await seedAppointment(agent.uid, { date: addDaysIso(inAWeek, 3), time: '09:00' });
    const sooner = await seedAppointment(agent.uid, { date: inAWeek, time: '14:00' });
    const earliest = await seedAppointment(agent.uid, { date: inAWeek, time: '09:30', status: 'cancelled' });
    await seedAppointment(bystanderUid('someone-else'));

    const answer = await callApi(apiPath(apiRoutes.userAppointments), { token: agent.idToken });
    expect(answer.status).toBe(200);
    const appointments = apiRoutes.userAppointments.response.parse(answer.body);
    expect(appointments.map((appointment) => appointment._id)).toEqual([earliest, sooner, later]);
    expect(appointments[0]).toMatchObject({ status: 'cancelled', userId: agent.uid });
  });
});

describe('PUT /api/appointments/{id}/cancel', () => {
  it('answers 401 without a token', async () => {
    const id = await seedAppointment(bystanderUid('owner'));
    expect((await cancel(undefined, id)).status).toBe(401);
  });

  it('cancels the owner’s appointment, records when, and notifies the owner', async () => {
    const alice = await signedInAccount('Guardian');
    const id = await seedAppointment(alice.uid, { time: '15:30' });
    const answer = await cancel(alice.idToken, id);

    expect(answer.status).toBe(200);
    const { message, appointment } = apiRoutes.cancelAppointment.response.parse(answer.body);
    expect(message).toBe(apiTexts.appointmentCancelled);
    expect(appointment).toMatchObject({ _id: id, status: 'cancelled' });
    const stored = (await adminDb.collection('appointments').doc(id).get()).data();
    expect(stored).toMatchObject({ status: 'cancelled' });
    expect(stored?.['cancelledAt']).toBeInstanceOf(Timestamp);

    const expected = notificationContentTexts.appointmentCancelled(formatLongUsDate(inAWeek), formatTime12h('15:30'));
    await waitFor('the cancellation notification', async () => {
      const found = await notificationsTitled(alice.uid, expected.title);
      return found.length > 0 ? found : undefined;
    });
    expect(await notificationsTitled(alice.uid, expected.title)).toEqual([
      expect.objectContaining({ ...expected, category: 'appointment', read: false }),
    ]);
  });

  it('answers 404 to anyone but the owner, and to an unknown id, changing nothing', async () => {
    const owner = await signedInAccount('Guardian');
    const id = await seedAppointment(owner.uid);
    const mallory = await signedInAccount('Guardian');
    const admin = await signedInAccount('Admin');

    for (const caller of [mallory, admin]) {
      expect(await cancel(caller.idToken, id)).toMatchObject({
        status: 404,
        body: { message: errorsTexts.appointmentNotFound },
      });
    }
    expect((await cancel(owner.idToken, `it-missing-${randomUUID()}`)).status).toBe(404);
    expect((await adminDb.collection('appointments').doc(id).get()).get('status')).toBe('scheduled');
  });

  it('answers 409 for an appointment that is already cancelled or completed', async () => {
    const alice = await signedInAccount('Guardian');
    const cancelled = await seedAppointment(alice.uid, { status: 'cancelled' });
    const completed = await seedAppointment(alice.uid, { status: 'completed' });

    expect(await cancel(alice.idToken, cancelled)).toMatchObject({
      status: 409,
      body: { message: errorsTexts.alreadyCancelled },
    });
    expect(await cancel(alice.idToken, completed)).toMatchObject({
      status: 409,
      body: { message: keyPickupTexts.completedNotCancellable },
    });
    expect((await adminDb.collection('appointments').doc(completed).get()).get('status')).toBe('completed');
  });
});

describe('handleAppointmentWritten', () => {
  const ref = (id: string) => adminDb.collection('appointments').doc(id);

  /** The notifications a handler call with this event id wrote (the emulated trigger writes its own). */
  async function notificationsFromEvent(uid: string, eventId: string): Promise<Notification[]> {
    return (await readNotifications(uid)).filter((notification) => notification.id.startsWith(`${eventId}-`));
  }

  function event(data: { before: DocumentSnapshot; after: DocumentSnapshot }) {
    return { id: `it-event-${randomUUID()}`, data };
  }

  it('notifies the owner of a new pickup once, also when the event is delivered twice', async () => {
    const owner = bystanderUid('owner');
    const id = `it-appointment-${randomUUID()}`;
    const before = await ref(id).get();
    await seedAppointmentWithId(id, owner);
    const created = event({ before, after: await ref(id).get() });

    expect(await handleAppointmentWritten(created)).toBe(1);
    expect(await handleAppointmentWritten(created)).toBe(0);
    const notifications = await notificationsFromEvent(owner, created.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      ...notificationContentTexts.keyPickupScheduled(formatLongUsDate(inAWeek), formatTime12h('11:30')),
      category: 'appointment',
    });
  });

  it('notifies the owner of a cancellation once, also when the event is delivered twice', async () => {
    const owner = bystanderUid('owner');
    const id = await seedAppointment(owner, { time: '16:30' });
    const before = await ref(id).get();
    await ref(id).update({ status: 'cancelled', cancelledAt: Timestamp.now() });
    const cancelled = event({ before, after: await ref(id).get() });

    expect(await handleAppointmentWritten(cancelled)).toBe(1);
    expect(await handleAppointmentWritten(cancelled)).toBe(0);
    expect(await notificationsFromEvent(owner, cancelled.id)).toEqual([
      expect.objectContaining(
        notificationContentTexts.appointmentCancelled(formatLongUsDate(inAWeek), formatTime12h('16:30')),
      ),
    ]);
  });

  it('writes nothing for other changes, for visitors’ appointments or for a document of another shape', async () => {
    const owner = bystanderUid('owner');
    const id = await seedAppointment(owner);
    const before = await ref(id).get();
    await ref(id).update({ status: 'confirmed' });
    const confirmed = event({ before, after: await ref(id).get() });

    const visitorId = `it-appointment-${randomUUID()}`;
    const none = await ref(visitorId).get();
    await seedAppointmentWithId(visitorId, null);
    const visitors = event({ before: none, after: await ref(visitorId).get() });

    const malformedId = `it-appointment-${randomUUID()}`;
    const empty = await ref(malformedId).get();
    await ref(malformedId).set({ userId: owner, status: 'scheduled' });
    const malformed = event({ before: empty, after: await ref(malformedId).get() });

    for (const written of [confirmed, visitors, malformed]) {
      expect(await handleAppointmentWritten(written)).toBe(0);
      expect(await notificationsFromEvent(owner, written.id)).toHaveLength(0);
    }
  });

  async function seedAppointmentWithId(id: string, userId: string | null): Promise<void> {
    await ref(id).set({
      userId,
      date: inAWeek,
      time: '11:30',
      type: KEY_PICKUP_TYPE,
      duration: 30,
      details: '',
      needsCleanout: false,
      contact: { name: 'Seeded Owner', email: 'owner@example.com', phone: '(555) 010-3000' },
      propertyAddress: '9 Birch Road, Springfield, IL',
      propertyId: null,
      status: 'scheduled',
      createdAt: Timestamp.now(),
    });
  }
});

describe('PUT /api/user/onboarding/complete creates what the guardian wizard describes', () => {
  const path = '/api/user/onboarding/complete';

  function wizard(overrides: Partial<GuardianOnboardingInput> = {}): GuardianOnboardingInput {
    return guardianOnboardingAnswers({ pickupDate: inAWeek, pickupTime: '14:00', ...overrides });
  }

  async function ownedProperties(uid: string) {
    return (await adminDb.collection('properties').where('ownerId', '==', uid).get()).docs;
  }

  it('creates the property of step 3 and the key pickup of step 6 with the completion', async () => {
    const alice = await signedInAccount('Guardian');
    const answer = await callApi(path, { method: 'PUT', token: alice.idToken, body: { formData: wizard() } });
    expect(answer.status).toBe(200);

    const [property, ...others] = await ownedProperties(alice.uid);
    expect(others).toHaveLength(0);
    expect(property?.data()).toMatchObject({
      ownerId: alice.uid,
      address: '400 Oak Avenue',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      propertyType: 'residential',
      condition: 'good',
      contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
      status: 'pending',
      memberIds: [alice.uid],
      details: {
        bedrooms: '3',
        bathrooms: '2.5',
        expectedPrice: 250000,
        hasMortgage: true,
        mortgageBalance: 80000,
        isInForeclosure: false,
        needsCleanout: true,
        keyPickupMethod: 'schedule',
      },
    });

    const appointments = await storedAppointments(alice.uid);
    expect(appointments).toEqual([
      expect.objectContaining({
        date: inAWeek,
        time: '14:00',
        type: KEY_PICKUP_TYPE,
        duration: 30,
        needsCleanout: true,
        status: 'scheduled',
        propertyId: property?.id,
        propertyAddress: '400 Oak Avenue, Springfield, IL',
        contact: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
      }),
    ]);
    const listed = apiRoutes.userAppointments.response.parse(
      (await callApi(apiPath(apiRoutes.userAppointments), { token: alice.idToken })).body,
    );
    expect(listed.map((appointment) => appointment._id)).toEqual([appointments[0]?.id]);
  });

  it('keeps the lockbox code off the property and schedules no pickup for a lockbox', async () => {
    const eve = await signedInAccount('Executor');
    const answers = wizard({ keyPickupMethod: 'lockbox', lockboxCode: '4821', pickupDate: '', pickupTime: '' });
    expect((await callApi(path, { method: 'PUT', token: eve.idToken, body: answers })).status).toBe(200);

    const [property] = await ownedProperties(eve.uid);
    expect(property?.get('details')).toMatchObject({ keyPickupMethod: 'lockbox' });
    // Every member reads the property: the code is sealed in its private document (lockbox.test.ts).
    expect(property?.get('details')).not.toHaveProperty('lockboxCode');
    expect(await storedAppointments(eve.uid)).toHaveLength(0);
  });

  it('refuses a second completion with 409 and creates nothing twice', async () => {
    const alice = await signedInAccount('Guardian');
    const first = await callApi(path, { method: 'PUT', token: alice.idToken, body: { formData: wizard() } });
    expect(first.status).toBe(200);
    const second = await callApi(path, { method: 'PUT', token: alice.idToken, body: { formData: wizard() } });
    expect(second).toMatchObject({
      status: 409,
      body: { message: onboardingTexts.alreadyCompleted },
    });
    expect(await ownedProperties(alice.uid)).toHaveLength(1);
    expect(await storedAppointments(alice.uid)).toHaveLength(1);
  });

  it('creates nothing when the completion fails (no profile)', async () => {
    const account = await createAccountWithRole('Guardian');
    const answer = await callApi(path, { method: 'PUT', token: account.idToken, body: { formData: wizard() } });
    expect(answer.status).toBe(404);
    expect(await ownedProperties(account.uid)).toHaveLength(0);
    expect(await storedAppointments(account.uid)).toHaveLength(0);
  });

  it('creates nothing when the answers are refused (a pickup slot the wizard does not offer)', async () => {
    const alice = await signedInAccount('Guardian');
    const answer = await callApi(path, {
      method: 'PUT',
      token: alice.idToken,
      body: { formData: wizard({ pickupTime: '13:30' }) },
    });
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual(['formData.pickupTime']);
    expect(await ownedProperties(alice.uid)).toHaveLength(0);
    expect(await storedAppointments(alice.uid)).toHaveLength(0);
  });
});
