import { describe, expect, it } from 'vitest';
import { upcomingPropertyKeyPickups } from '../property/property-overview';
import { KEY_PICKUP_DURATION_MINUTES, KEY_PICKUP_TYPE, type Appointment } from './appointment';
import { propertyKeyPickupCopyOf, propertyKeyPickupCopySchema } from './property-key-pickup';

const pickup: Appointment = {
  id: 'appointment-1',
  userId: 'uid-alice',
  date: '2026-03-10',
  time: '10:00',
  type: KEY_PICKUP_TYPE,
  duration: KEY_PICKUP_DURATION_MINUTES,
  details: 'Keys are with the tenant.',
  needsCleanout: true,
  contact: { name: 'Alice Guardian', email: 'alice@example.com', phone: '(555) 010-1000' },
  propertyAddress: '12 Elm Street, Springfield, IL',
  propertyId: 'property-1',
  status: 'scheduled',
  createdAt: new Date('2026-03-01T12:00:00Z'),
};

describe('the members’ copy of a key pickup', () => {
  it('carries when, the status, the cleanout flag and the members, never the booker’s contact or details', () => {
    const copy = propertyKeyPickupCopyOf(pickup, ['uid-alice', 'uid-aaron']);
    expect(copy).toEqual({
      id: 'appointment-1',
      propertyId: 'property-1',
      date: '2026-03-10',
      time: '10:00',
      duration: KEY_PICKUP_DURATION_MINUTES,
      status: 'scheduled',
      needsCleanout: true,
      memberIds: ['uid-alice', 'uid-aaron'],
    });
    expect(propertyKeyPickupCopySchema.parse(copy)).toEqual(copy);
    expect(JSON.stringify(copy)).not.toMatch(/alice@example\.com|555|Alice Guardian|tenant/);
  });

  it('does not exist for an appointment linked to no property', () => {
    expect(propertyKeyPickupCopyOf({ ...pickup, propertyId: null }, ['uid-alice'])).toBeNull();
  });
});

describe('upcomingPropertyKeyPickups', () => {
  it('lists pickups from today on, soonest first, without cancelled ones', () => {
    const listed = upcomingPropertyKeyPickups(
      [
        { ...pickup, id: 'later', date: '2026-03-12', time: '09:00' },
        { ...pickup, id: 'past', date: '2026-03-09' },
        { ...pickup, id: 'cancelled', status: 'cancelled' },
        { ...pickup, id: 'afternoon', time: '13:30', status: 'confirmed' },
        { ...pickup, id: 'morning', time: '09:30' },
      ],
      '2026-03-10',
    );
    expect(listed.map((item) => item._id)).toEqual(['morning', 'afternoon', 'later']);
    expect(listed[0]).toEqual({
      _id: 'morning',
      date: '2026-03-10',
      time: '09:30',
      status: 'scheduled',
      needsCleanout: true,
    });
  });
});
