import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { notificationConverter } from '../../data/notifications/notification-converter';
import { userProfileConverter } from '../../data/user/user-profile-converter';
import { firestoreToDomain, InvalidDocumentError } from './converters';

/** The part of a snapshot a converter reads. */
function snapshotOf(path: string, data: DocumentData): QueryDocumentSnapshot {
  const id = path.slice(path.lastIndexOf('/') + 1);
  return { id, ref: { path }, data: () => data } as unknown as QueryDocumentSnapshot;
}

const createdAt = Timestamp.fromDate(new Date('2026-02-01T08:30:00Z'));

describe('Firestore converters', () => {
  it('turns Timestamps into Dates at any depth and leaves other values alone', () => {
    expect(
      firestoreToDomain({ at: createdAt, nested: { list: [createdAt, 'text', 3] }, missing: null }),
    ).toEqual({ at: new Date('2026-02-01T08:30:00Z'), nested: { list: [new Date('2026-02-01T08:30:00Z'), 'text', 3] }, missing: null });
  });

  it('reads a notification with its id and a Date', () => {
    const notification = notificationConverter.fromFirestore(
      snapshotOf('users/u1/notifications/n1', {
        title: 'Key pickup scheduled',
        message: 'Your key pickup is scheduled.',
        read: false,
        category: 'appointment',
        link: '/schedule-pickup',
        createdAt,
      }),
    );
    expect(notification).toEqual({
      id: 'n1',
      title: 'Key pickup scheduled',
      message: 'Your key pickup is scheduled.',
      read: false,
      category: 'appointment',
      link: '/schedule-pickup',
      createdAt: new Date('2026-02-01T08:30:00Z'),
    });
  });

  it('fills the profile defaults of the domain schema', () => {
    const profile = userProfileConverter.fromFirestore(
      snapshotOf('users/u1', { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', role: 'Admin', createdAt }),
    );
    expect(profile).toMatchObject({ id: 'u1', companyName: '', smtpPort: null, onboardingCompleted: false });
  });

  it('refuses a document that does not match its schema, naming it', () => {
    const read = () => notificationConverter.fromFirestore(snapshotOf('users/u1/notifications/bad', { title: 'x' }));
    expect(read).toThrow(InvalidDocumentError);
    expect(read).toThrow(/users\/u1\/notifications\/bad/);
  });

  it('writes without the id field', () => {
    expect(
      notificationConverter.toFirestore({
        id: 'n1',
        title: 't',
        message: 'm',
        read: true,
        category: 'system',
        link: '',
        createdAt: new Date('2026-02-01T08:30:00Z'),
      }),
    ).not.toHaveProperty('id');
  });
});
