import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { LIVE_LIST_PAGE_SIZE, OPEN_INTAKE_STATUSES } from '@estatekey/domain';
import {
  collection,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildSeedData } from '../seed/seed-data.ts';
import { firestoreAs, FIXTURE_TIME, PERSONAS, seedDocuments, startRulesTestEnvironment } from './harness.ts';

// The web's live lists read a page (LIVE_LIST_PAGE_SIZE + 1 rows, the last only telling there is more) and its counts
// are server aggregations: the same queries, restated here (the web package is not importable from emulators).

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

const { alice, avery, aaron, ada, mallory } = PERSONAS;
const seed = buildSeedData(FIXTURE_TIME).documents;

beforeAll(async () => {
  await env.clearFirestore();
  await seedDocuments(env, Object.fromEntries(seed.map((document) => [document.path, document.data])));
});

const page = limit(LIVE_LIST_PAGE_SIZE + 1);
const seeded = (name: string, field: string, uid: string) =>
  seed.filter((document) => {
    if (document.collection !== name) return false;
    const value = document.data[field];
    return Array.isArray(value) && value.includes(uid);
  });

async function pageAndCount(listed: Query, expected: number) {
  const rows = await assertSucceeds(getDocs(query(listed, page)));
  expect(rows.size).toBe(Math.min(expected, LIVE_LIST_PAGE_SIZE + 1));
  const counted = await assertSucceeds(getCountFromServer(listed));
  expect(counted.data().count).toBe(expected);
}

const properties = (db: Firestore, uid: string) =>
  query(collection(db, 'properties'), where('memberIds', 'array-contains', uid));

describe('the paged lists and counts of the web are allowed and return the caller’s documents', () => {
  it('a member pages and counts her properties, newest first', async () => {
    const db = firestoreAs(env, alice);
    await pageAndCount(
      query(properties(db, alice.uid), orderBy('createdAt', 'desc')),
      seeded('properties', 'memberIds', alice.uid).length,
    );
  });

  it('a member pages her own properties (owner filter) and counts her finished listings', async () => {
    const db = firestoreAs(env, alice);
    const owned = seeded('properties', 'memberIds', alice.uid).filter(
      (document) => document.data.ownerId === alice.uid,
    );
    await pageAndCount(
      query(properties(db, alice.uid), where('ownerId', '==', alice.uid), orderBy('createdAt', 'desc')),
      owned.length,
    );
    const listings = seeded('properties', 'memberIds', alice.uid).filter(
      (document) => (document.data.statusData as Record<string, unknown> | undefined)?.listing === 'Completed',
    );
    await pageAndCount(
      query(properties(db, alice.uid), where('statusData.listing', '==', 'Completed')),
      listings.length,
    );
  });

  it('a member reads one of her properties by id among hers; anyone else is refused (the web shows it as none)', async () => {
    const [first] = seeded('properties', 'memberIds', alice.uid);
    const id = first?.path.split('/')[1] ?? '';
    const own = await assertSucceeds(
      getDocs(query(properties(firestoreAs(env, alice), alice.uid), where(documentId(), '==', id))),
    );
    expect(own.docs.map((snap) => snap.id)).toEqual([id]);
    await assertFails(
      getDocs(query(properties(firestoreAs(env, mallory), mallory.uid), where(documentId(), '==', id))),
    );
  });

  it('an attorney pages and counts his cases, newest first', async () => {
    const db = firestoreAs(env, avery);
    await pageAndCount(
      query(collection(db, 'cases'), where('memberIds', 'array-contains', avery.uid), orderBy('createdAt', 'desc')),
      seeded('cases', 'memberIds', avery.uid).length,
    );
  });

  it('a reader pages her documents newest first and by name; an admin pages every document', async () => {
    const db = firestoreAs(env, alice);
    const readable = query(collection(db, 'documents'), where('readerIds', 'array-contains', alice.uid));
    const expected = seeded('documents', 'readerIds', alice.uid).length;
    await pageAndCount(query(readable, orderBy('createdAt', 'desc')), expected);
    await pageAndCount(query(readable, orderBy('originalName')), expected);

    const every = collection(firestoreAs(env, ada), 'documents');
    const all = seed.filter((document) => document.collection === 'documents').length;
    await pageAndCount(query(every, orderBy('createdAt', 'desc')), all);
    await assertFails(getDocs(query(collection(firestoreAs(env, mallory), 'documents'), page)));
  });

  it('a participant pages her conversations by latest activity and reads one by id', async () => {
    const db = firestoreAs(env, alice);
    const participating = query(collection(db, 'conversations'), where('participantIds', 'array-contains', alice.uid));
    const expected = seeded('conversations', 'participantIds', alice.uid);
    await pageAndCount(query(participating, orderBy('updatedAt', 'desc')), expected.length);
    const id = expected[0]?.path.split('/')[1];
    if (id !== undefined) {
      const one = await assertSucceeds(getDocs(query(participating, where(documentId(), '==', id))));
      expect(one.size).toBe(1);
    }
  });

  it('an admin pages and counts the open intake requests, newest first', async () => {
    const db = firestoreAs(env, ada);
    const open = seed.filter(
      (document) =>
        document.collection === 'intakeRequests' &&
        (OPEN_INTAKE_STATUSES as readonly unknown[]).includes(document.data.status),
    );
    await pageAndCount(
      query(
        collection(db, 'intakeRequests'),
        where('status', 'in', [...OPEN_INTAKE_STATUSES]),
        orderBy('createdAt', 'desc'),
      ),
      open.length,
    );
  });

  it('an owner pages her upcoming and her other appointments and counts her open key pickups', async () => {
    const db = firestoreAs(env, alice);
    const own = query(collection(db, 'appointments'), where('userId', '==', alice.uid));
    const expected = seed.filter(
      (document) => document.collection === 'appointments' && document.data.userId === alice.uid,
    );
    await pageAndCount(query(own, orderBy('date', 'desc'), orderBy('time', 'desc')), expected.length);
    await assertSucceeds(
      getDocs(query(own, where('date', '>=', '2026-01-15'), orderBy('date'), orderBy('time'), page)),
    );
    await assertSucceeds(
      getCountFromServer(
        query(own, where('type', '==', 'Key Pickup Schedule'), where('status', 'in', ['scheduled', 'confirmed'])),
      ),
    );
    await assertFails(getDocs(query(collection(db, 'appointments'), where('userId', '==', mallory.uid), page)));
  });

  it('an agent pages his showings newest first, reads a month of them, and the buyers of the shown ones', async () => {
    const db = firestoreAs(env, aaron);
    const booked = query(collection(db, 'showings'), where('agentId', '==', aaron.uid));
    const expected = seed.filter(
      (document) => document.collection === 'showings' && document.data.agentId === aaron.uid,
    );
    await pageAndCount(query(booked, orderBy('fullStartTime', 'desc')), expected.length);
    await assertSucceeds(
      getDocs(query(booked, where('date', '>=', '2026-01-01'), where('date', '<=', '2026-01-31'), orderBy('date'))),
    );
    // The buyers of the shown showings, read by the same windows (the page's newest N, the month).
    const buyers = query(collection(db, 'showingBuyers'), where('agentId', '==', aaron.uid));
    await assertSucceeds(getDocs(query(buyers, orderBy('fullStartTime', 'desc'), page)));
    await assertSucceeds(
      getDocs(query(buyers, where('date', '>=', '2026-01-01'), where('date', '<=', '2026-01-31'), orderBy('date'))),
    );
  });
});
