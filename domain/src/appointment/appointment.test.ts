import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-texts';
import { keyPickupTexts } from '../messages/key-pickup-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  APPOINTMENT_STATUSES,
  appointmentScheduleRequestSchema,
  canCancelAppointment,
  countKeyPickups,
  DEFAULT_APPOINTMENT_TIME,
  emptyKeyPickup,
  emptyPublicAppointment,
  KEY_PICKUP_DURATION_MINUTES,
  KEY_PICKUP_SLOTS,
  KEY_PICKUP_TYPE,
  isUpcomingAppointment,
  makeKeyPickupSchema,
  makePublicAppointmentSchema,
  ONBOARDING_PICKUP_SLOTS,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
  PUBLIC_APPOINTMENT_SLOTS,
  splitAppointments,
  type AppointmentStatus,
} from './appointment';

const today = '2026-03-10';

const publicRequest = {
  appointmentDate: '2026-03-10',
  appointmentTime: '10:00',
  appointmentType: KEY_PICKUP_TYPE,
  duration: 15,
  details: '',
  needsCleanout: false,
  contactName: 'Pat Visitor',
  contactEmail: 'pat@example.com',
  contactPhone: '555-010-0002',
  ownerEmail: 'owner@example.com',
};

const keyPickup = {
  ...publicRequest,
  duration: 30,
  propertyAddress: '12 Elm Street, Springfield, IL',
};

describe('appointment constants', () => {
  it('offers half-hour slots 09:00–11:30 and 13:00–16:30 with 10:00 as default', () => {
    expect(PUBLIC_APPOINTMENT_SLOTS).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(KEY_PICKUP_SLOTS).toEqual(PUBLIC_APPOINTMENT_SLOTS);
    expect(DEFAULT_APPOINTMENT_TIME).toBe('10:00');
  });

  it('has 15-minute public and 30-minute logged-in pickups of one type', () => {
    expect(KEY_PICKUP_TYPE).toBe('Key Pickup Schedule');
    expect(PUBLIC_APPOINTMENT_DURATION_MINUTES).toBe(15);
    expect(KEY_PICKUP_DURATION_MINUTES).toBe(30);
    expect(APPOINTMENT_STATUSES).toEqual(['scheduled', 'confirmed', 'completed', 'cancelled']);
  });

  it('offers the wizard 8 hourly slots from 09:00 to 16:00', () => {
    expect(ONBOARDING_PICKUP_SLOTS).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });
});

describe('public appointment', () => {
  const schema = makePublicAppointmentSchema(today);

  it('accepts today and later, refuses yesterday', () => {
    expect(schema.safeParse(publicRequest).success).toBe(true);
    expect(schema.safeParse({ ...publicRequest, appointmentDate: '2026-12-31' }).success).toBe(true);
    expect(issuesOf(schema, { ...publicRequest, appointmentDate: '2026-03-09' })).toEqual({
      appointmentDate: [validationTexts.dateInPast],
    });
  });

  it('refuses a time outside the slots and an impossible date', () => {
    expect(issuesOf(schema, { ...publicRequest, appointmentTime: '12:00' })).toHaveProperty(['appointmentTime']);
    expect(issuesOf(schema, { ...publicRequest, appointmentTime: '10:15' })).toHaveProperty(['appointmentTime']);
    expect(issuesOf(schema, { ...publicRequest, appointmentDate: '2026-02-30' })).toHaveProperty(['appointmentDate']);
  });

  it('requires date, time, name, email and phone; details are optional', () => {
    expectEachFieldRequired(schema, publicRequest, [
      'appointmentDate',
      'appointmentTime',
      'contactName',
      'contactEmail',
      'contactPhone',
    ]);
    const { details: _d, needsCleanout: _n, ...minimal } = publicRequest;
    expect(schema.parse(minimal)).toMatchObject({ details: '', needsCleanout: false, duration: 15 });
  });

  it('resets to today at 10:00 without cleanout', () => {
    expect(emptyPublicAppointment(today)).toMatchObject({
      appointmentDate: today,
      appointmentTime: '10:00',
      needsCleanout: false,
      contactName: '',
    });
  });
});

describe('logged-in key pickup', () => {
  const schema = makeKeyPickupSchema(today);

  it('requires address, name, email and phone with the contact message', () => {
    expectEachFieldRequired(
      schema,
      keyPickup,
      ['propertyAddress', 'contactName', 'contactEmail', 'contactPhone'],
      keyPickupTexts.incompleteContact,
    );
  });

  it('refuses a past date and the public duration', () => {
    expect(issuesOf(schema, { ...keyPickup, appointmentDate: '2026-01-01' })).toHaveProperty(['appointmentDate']);
    expect(issuesOf(schema, { ...keyPickup, duration: 15 })).toHaveProperty(['duration']);
  });

  it('starts at today 10:00 with 30 minutes', () => {
    expect(
      schema.safeParse({
        ...emptyKeyPickup(today),
        propertyAddress: 'x',
        contactName: 'y',
        contactEmail: 'a@b.co',
        contactPhone: '5550100000',
      }).success,
    ).toBe(true);
  });

  it('is one of the two bodies the schedule route takes', () => {
    expect(appointmentScheduleRequestSchema.safeParse(keyPickup).success).toBe(true);
    expect(appointmentScheduleRequestSchema.safeParse(publicRequest).success).toBe(true);
    expect(appointmentScheduleRequestSchema.safeParse({ appointmentDate: today }).success).toBe(false);
  });
});

describe('upcoming and previous appointments', () => {
  const at = (date: string, status: AppointmentStatus, time = '10:00') => ({
    date,
    status,
    time,
    type: KEY_PICKUP_TYPE,
  });

  it('is upcoming from today on unless cancelled or completed', () => {
    expect(isUpcomingAppointment(at('2026-03-10', 'scheduled'), today)).toBe(true);
    expect(isUpcomingAppointment(at('2026-04-01', 'confirmed'), today)).toBe(true);
    expect(isUpcomingAppointment(at('2026-03-09', 'scheduled'), today)).toBe(false);
    expect(isUpcomingAppointment(at('2026-04-01', 'cancelled'), today)).toBe(false);
    expect(isUpcomingAppointment(at('2026-04-01', 'completed'), today)).toBe(false);
  });

  it('splits into upcoming soonest first and previous latest first', () => {
    const list = [
      at('2026-03-20', 'scheduled'),
      at('2026-03-10', 'scheduled', '14:00'),
      at('2026-03-10', 'scheduled', '09:00'),
      at('2026-03-01', 'completed'),
      at('2026-03-05', 'scheduled'),
      at('2026-03-30', 'cancelled'),
    ];
    const { upcoming, previous } = splitAppointments(list, today);
    expect(upcoming.map((a) => `${a.date} ${a.time}`)).toEqual([
      '2026-03-10 09:00',
      '2026-03-10 14:00',
      '2026-03-20 10:00',
    ]);
    expect(previous.map((a) => a.date)).toEqual(['2026-03-30', '2026-03-05', '2026-03-01']);
  });

  it('counts key pickups that are scheduled or confirmed', () => {
    expect(
      countKeyPickups([
        { type: KEY_PICKUP_TYPE, status: 'scheduled' },
        { type: KEY_PICKUP_TYPE, status: 'confirmed' },
        { type: KEY_PICKUP_TYPE, status: 'cancelled' },
        { type: KEY_PICKUP_TYPE, status: 'completed' },
        { type: 'introductory', status: 'scheduled' },
      ]),
    ).toBe(2);
    expect(countKeyPickups([])).toBe(0);
  });

  it('lets only scheduled or confirmed appointments be cancelled', () => {
    expect(canCancelAppointment({ status: 'scheduled' })).toBe(true);
    expect(canCancelAppointment({ status: 'confirmed' })).toBe(true);
    expect(canCancelAppointment({ status: 'cancelled' })).toBe(false);
    expect(canCancelAppointment({ status: 'completed' })).toBe(false);
  });
});

describe('date messages', () => {
  it('reports a malformed date once, not also as past', () => {
    expect(issuesOf(makePublicAppointmentSchema(today), { ...publicRequest, appointmentDate: 'soon' })).toEqual({
      appointmentDate: [validationTexts.invalidDate],
    });
  });
});
