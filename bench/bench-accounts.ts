// Generated accounts for the API load: a real load is many users, and some endpoints count per user (the search limit)
// or contend per property (booking a showing). Written straight into the emulators with the Admin SDK, after the seed.
import { normalizeSearchTokens, propertyMemberIds, type Role } from '@estatekey/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { DEMO_PASSWORD, PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { SEED_IDS } from '../emulators/seed/seed-data.ts';
import { idTokenOf } from './api-load.ts';

/** The persona whose seeded profile each generated account of a role copies. */
const MODEL_OF_ROLE: Record<Role, Persona> = {
  Admin: PERSONAS.ada,
  Guardian: PERSONAS.alice,
  Executor: PERSONAS.eve,
  Attorney: PERSONAS.avery,
  Agent: PERSONAS.aaron,
};

function benchPersona(role: Role, index: number): Persona {
  const model = MODEL_OF_ROLE[role];
  const uid = `bench-${role.toLowerCase()}-${index + 1}`;
  return {
    ...model,
    uid,
    email: `${uid}@example.com`,
    firstName: 'Bench',
    lastName: `${role} ${index + 1}`,
    displayName: `Bench ${role} ${index + 1}`,
    password: DEMO_PASSWORD,
    purpose: 'generated for the API load benchmark',
  };
}

async function withAdmin<T>(use: (auth: Auth, db: Firestore) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-accounts-${Date.now()}`);
  try {
    return await use(getAuth(app), getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** Creates (or resets) the account and its profile, a copy of the role's persona's profile under its own name. */
async function upsertBenchAccount(auth: Auth, db: Firestore, persona: Persona): Promise<void> {
  const fields = { email: persona.email, password: persona.password, emailVerified: true, disabled: false };
  try {
    await auth.updateUser(persona.uid, fields);
  } catch {
    await auth.createUser({ uid: persona.uid, ...fields });
  }
  await auth.setCustomUserClaims(persona.uid, { role: persona.role });
  const model = (await db.collection('users').doc(MODEL_OF_ROLE[persona.role].uid).get()).data();
  await db
    .collection('users')
    .doc(persona.uid)
    .set({
      ...model,
      email: persona.email,
      firstName: persona.firstName,
      lastName: persona.lastName,
      searchTokens: normalizeSearchTokens(persona),
    });
}

/** `count` signed-in accounts of `role`: their ID tokens, as many browsers would hold them. */
export async function benchAccountTokens(role: Role, count: number): Promise<string[]> {
  const personas = Array.from({ length: count }, (_, index) => benchPersona(role, index));
  await withAdmin(async (auth, db) => {
    await Promise.all(personas.map((persona) => upsertBenchAccount(auth, db, persona)));
  });
  return await Promise.all(personas.map((persona) => idTokenOf(persona)));
}

export interface BenchAgent {
  readonly token: string;
  /** A property of Alice's (a copy of Elm Street) shared with this agent alone, with 'manage'. */
  readonly propertyId: string;
}

/** `count` agents, each with a property of its own to book showings on, as agents of different listings. */
export async function benchAgents(count: number): Promise<BenchAgent[]> {
  const tokens = await benchAccountTokens('Agent', count);
  return await withAdmin(async (_auth, db) => {
    const elm = (await db.collection('properties').doc(SEED_IDS.properties.elm).get()).data();
    if (!elm) throw new Error('The seeded Elm Street property is missing: seed before creating bench agents.');
    return await Promise.all(
      tokens.map(async (token, index) => {
        const agent = benchPersona('Agent', index);
        const propertyId = `bench-property-${index + 1}`;
        const sharedWith = { [agent.uid]: 'manage' as const };
        await db
          .collection('properties')
          .doc(propertyId)
          .set({
            ...elm,
            id: propertyId,
            caseIds: [],
            sharedWith,
            memberIds: propertyMemberIds(PERSONAS.alice.uid, sharedWith),
          });
        return { token, propertyId };
      }),
    );
  });
}
