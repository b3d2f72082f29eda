import { type Appointment, notificationContentTexts } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { noticesForAppointmentWrite } from './appointment-notices';

const scheduled: Appointment = {
  id: 'appointment-1',
  userId: 'uid-alice',
  date: '2026-03-06',
  time: '13:30',
  type: 'Key Pickup Schedule',
  duration: 30,
  details: '',
  needsCleanout: false,
  contact: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
  propertyAddress: '12 Elm Street, Springfield, IL',
  propertyId: null,
  status: 'scheduled',
  createdAt: new Date('2026-03-01T10:00:00Z'),
};

describe('noticesForAppointmentWrite', () => {
  it('tells the owner a new key pickup was scheduled, with a readable date and time', () => {
    expect(noticesForAppointmentWrite(undefined, scheduled)).toEqual([
      {
        kind: 'scheduled',
        recipient: 'uid-alice',
        content: {
          ...notificationContentTexts.keyPickupScheduled('Friday, March 6, 2026', '1:30 PM'),
          category: 'appointment',
          link: '/schedule-pickup',
        },
      },
    ]);
  });

  it('tells the owner an appointment was cancelled, once, on the change to cancelled', () => {
    const cancelled = { ...scheduled, status: 'cancelled' as const };
    expect(noticesForAppointmentWrite(scheduled, cancelled)).toEqual([
      {
        kind: 'cancelled',
        recipient: 'uid-alice',
        content: {
          ...notificationContentTexts.appointmentCancelled('Friday, March 6, 2026', '1:30 PM'),
          category: 'appointment',
          link: '/schedule-pickup',
        },
      },
    ]);
    expect(noticesForAppointmentWrite(cancelled, { ...cancelled, details: 'edited later' })).toEqual([]);
  });

  it('says nothing about other changes, deletions, or appointments without an owner', () => {
    expect(noticesForAppointmentWrite(scheduled, { ...scheduled, status: 'confirmed' })).toEqual([]);
    expect(noticesForAppointmentWrite(scheduled, { ...scheduled, status: 'completed' })).toEqual([]);
    expect(noticesForAppointmentWrite(scheduled, undefined)).toEqual([]);
    expect(noticesForAppointmentWrite(undefined, { ...scheduled, userId: null })).toEqual([]);
    expect(noticesForAppointmentWrite(undefined, { ...scheduled, status: 'cancelled' })).toEqual([]);
  });
});
