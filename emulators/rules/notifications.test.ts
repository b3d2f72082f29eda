import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { notificationSchema, type Notification } from '@estatekey/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  firestoreAs,
  firestoreSignedOut,
  FIXTURE_TIME,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

const alice = PERSONAS.alice;
const unreadPath = `users/${alice.uid}/notifications/unread`;
const readPath = `users/${alice.uid}/notifications/already-read`;

function notification(read: boolean): Omit<Notification, 'id'> {
  const { id: _id, ...fields } = notificationSchema.parse({
    id: 'fixture',
    title: 'New court document',
    message: 'Avery Attorney uploaded a Court Order.',
    read,
    category: 'document',
    link: '/documents',
    createdAt: FIXTURE_TIME,
  });
  return fields;
}

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocuments(env, { [unreadPath]: notification(false), [readPath]: notification(true) });
});

describe('notifications are read by their owner only', () => {
  it('the owner may read her notification', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, alice), unreadPath)));
  });

  it('another user may not read it', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.mallory), unreadPath)));
  });

  it('an admin may not read someone else’s notifications', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.ada), unreadPath)));
  });

  it('a signed-out visitor may not read it', async () => {
    await assertFails(getDoc(doc(firestoreSignedOut(env), unreadPath)));
  });
});

describe('marking notifications read', () => {
  it('the owner may mark an unread notification read', async () => {
    const db = firestoreAs(env, alice);
    await assertSucceeds(updateDoc(doc(db, unreadPath), { read: true }));
    const snapshot = await assertSucceeds(getDoc(doc(db, unreadPath)));
    expect(snapshot.get('read')).toBe(true);
  });

  it('the owner may mark all her unread notifications read in one batch', async () => {
    await seedDocuments(env, { [`users/${alice.uid}/notifications/second-unread`]: notification(false) });
    const db = firestoreAs(env, alice);
    const unread = await getDocs(collection(db, `users/${alice.uid}/notifications`));
    const batch = writeBatch(db);
    unread.docs.filter((snap) => snap.get('read') === false).forEach((snap) => batch.update(snap.ref, { read: true }));
    await assertSucceeds(batch.commit());
  });

  it('marking an already read notification read again is a harmless no-op, so a stale “mark all read” succeeds', async () => {
    await assertSucceeds(updateDoc(doc(firestoreAs(env, alice), readPath), { read: true }));
  });

  it('the owner may not mark a read notification unread', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, alice), readPath), { read: false }));
  });

  it('the owner may not set read to anything but true', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, alice), unreadPath), { read: 'yes' }));
  });

  const otherFields: Record<string, unknown> = {
    title: 'Edited title',
    message: 'Edited message',
    category: 'system',
    link: 'https://evil.example.com',
    createdAt: new Date('2020-01-01T00:00:00Z'),
  };
  for (const [field, value] of Object.entries(otherFields)) {
    it(`the owner may not change ${field}, even while marking it read`, async () => {
      await assertFails(updateDoc(doc(firestoreAs(env, alice), unreadPath), { read: true, [field]: value }));
    });
  }

  it('another user may not mark it read', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.mallory), unreadPath), { read: true }));
  });

  it('an admin may not mark someone else’s notification read', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.ada), unreadPath), { read: true }));
  });

  it('the owner may not create a notification', async () => {
    await assertFails(
      setDoc(doc(firestoreAs(env, alice), `users/${alice.uid}/notifications/forged`), notification(false)),
    );
  });

  it('the owner may not delete a notification', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, alice), unreadPath)));
  });
});
