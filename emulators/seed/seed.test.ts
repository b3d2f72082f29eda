import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '@estatekey/emulators/personas';
import { closeSeedApp, emulatorProjectId, printLogins, seed } from './seed.ts';
import { buildSeedData, SEED_IDS } from './seed-data.ts';

// Runs inside `firebase emulators:exec --only auth,firestore`; seeds the shared emulators like `npm start` does.
const projectId = emulatorProjectId();
const app = getApps().find((candidate) => candidate.name === 'seed-test') ?? initializeApp({ projectId }, 'seed-test');
const auth = getAuth(app);
const db = getFirestore(app);

const seedPaths = buildSeedData().documents.map((document) => document.path);
const collectionIds = [...new Set(seedPaths.map((path) => path.split('/').at(-2) ?? ''))];

async function countDocuments(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    collectionIds.map(async (id) => [id, (await db.collectionGroup(id).count().get()).data().count] as const),
  );
  return Object.fromEntries(counts);
}

async function countAccounts(): Promise<number> {
  let total = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    total += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return total;
}

describe('seeding twice', () => {
  let afterFirst: { documents: Record<string, number>; accounts: number };
  let afterSecond: { documents: Record<string, number>; accounts: number };
  const elmPath = `properties/${SEED_IDS.properties.elm}`;
  const aliceNotificationPath = `users/${PERSONAS.alice.uid}/notifications/seed-notification-1`;

  beforeAll(async () => {
    await seed();
    afterFirst = { documents: await countDocuments(), accounts: await countAccounts() };
    // What a demo session does in between: a user moves a milestone and reads a notification.
    await db.doc(elmPath).update({ 'statusData.offer': 'Completed', updatedBy: PERSONAS.aaron.uid });
    await db.doc(aliceNotificationPath).update({ read: true });
    await seed();
    afterSecond = { documents: await countDocuments(), accounts: await countAccounts() };
  }, 60_000);

  afterAll(async () => {
    await Promise.all([deleteApp(app), closeSeedApp()]);
  });

  it('adds no documents the second time', () => {
    expect(afterSecond.documents).toEqual(afterFirst.documents);
  });

  it('adds no accounts the second time', () => {
    expect(afterSecond.accounts).toBe(afterFirst.accounts);
  });

  it('writes every document of the demo data set', async () => {
    const snapshots = await db.getAll(...seedPaths.map((path) => db.doc(path)));
    expect(snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.ref.path)).toEqual([]);
  });

  it('puts back demo data that a session changed', async () => {
    const elm = await db.doc(elmPath).get();
    expect(elm.get('statusData.offer')).toBe('Pending');
    const notification = await db.doc(aliceNotificationPath).get();
    expect(notification.get('read')).toBe(false);
  });

  it.each(Object.values(PERSONAS).map((persona) => [persona.email, persona] as const))(
    '%s can sign in: verified, with the role claim and a profile',
    async (_email, persona) => {
      const account = await auth.getUser(persona.uid);
      expect(account.email).toBe(persona.email);
      expect(account.emailVerified).toBe(true);
      expect(account.customClaims).toEqual({ role: persona.role });
      const profile = await db.doc(`users/${persona.uid}`).get();
      expect(profile.get('role')).toBe(persona.role);
      expect(profile.get('onboardingCompleted')).toBe(true);
    },
  );

  it('signs in with the demo password through the Auth emulator', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: PERSONAS.avery.email,
          password: PERSONAS.avery.password,
          returnSecureToken: true,
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    expect(response.status).toBe(200);
  });
});

describe('the printed logins', () => {
  it('list every persona with the demo password', () => {
    const text = printLogins();
    expect(text).toContain(PERSONAS.ada.password);
    for (const persona of Object.values(PERSONAS)) expect(text).toContain(persona.email);
  });
});
