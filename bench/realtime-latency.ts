import { type MilestoneStatus } from '@estatekey/domain';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  terminate,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

import { PERSONAS, personaByUid, type Persona } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { measureListenerLatency } from './listener-latency.ts';
import { latencyResult, type BenchResult } from './results.ts';

const WARM_UP_SAMPLES = 5;
const SAMPLES = 60;
const PAUSE_BETWEEN_WRITES_MS = 150;
const ARRIVAL_TIMEOUT_MS = 10_000;
// Guardians, executors and agents may all set this milestone (MILESTONE_EDITORS), so the rules allow the write.
const MILESTONE = 'photos';

function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) throw new Error(`${variable} is not set: run the benchmarks inside firebase emulators:exec.`);
  return host;
}

export interface SignedInClient {
  app: FirebaseApp;
  db: Firestore;
}

/** A separate Firebase client, as a browser would have, signed in as the persona through the Auth emulator. */
export async function signedInClient(persona: Persona): Promise<SignedInClient> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: `${PROJECT_ID}-api-key` }, `bench-${persona.uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, persona.email, persona.password);
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return { app, db };
}

/** A seeded property that Aaron (agent) reads and whose owner persona may edit its milestones. */
async function findSharedProperty(): Promise<{ propertyId: string; owner: Persona }> {
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'bench-admin');
  try {
    const shared = await getAdminFirestore(adminApp)
      .collection('properties')
      .where('memberIds', 'array-contains', PERSONAS.aaron.uid)
      .get();
    for (const property of shared.docs) {
      const owner = personaByUid(String(property.get('ownerId')));
      if (owner && owner.uid !== PERSONAS.aaron.uid) return { propertyId: property.id, owner };
    }
    throw new Error('The seed has no property owned by a persona and shared with Aaron; it is what this measures.');
  } finally {
    await deleteAdminApp(adminApp);
  }
}

/**
 * One user's write reaching another user's open listener: the owner sets a milestone with the client SDK (as the
 * milestone panel does), Aaron's separate client listens to the property.
 */
export async function measureWriteToOtherClientLatency(): Promise<BenchResult[]> {
  const { propertyId, owner } = await findSharedProperty();
  const writer = await signedInClient(owner);
  const reader = await signedInClient(PERSONAS.aaron);
  try {
    const latenciesMs = await measureListenerLatency<unknown>({
      listen: (seen, failed) =>
        onSnapshot(
          doc(reader.db, 'properties', propertyId),
          (snapshot) => seen(snapshot.get(`statusData.${MILESTONE}`)),
          failed,
        ),
      nextValue: (_sample, lastSeen): MilestoneStatus => (lastSeen === 'Completed' ? 'In Progress' : 'Completed'),
      write: (status) =>
        updateDoc(doc(writer.db, 'properties', propertyId), {
          [`statusData.${MILESTONE}`]: status,
          updatedBy: owner.uid,
          updatedAt: serverTimestamp(),
        }),
      warmUpSamples: WARM_UP_SAMPLES,
      samples: SAMPLES,
      pauseMs: PAUSE_BETWEEN_WRITES_MS,
      arrivalTimeoutMs: ARRIVAL_TIMEOUT_MS,
      readerName: PERSONAS.aaron.displayName,
    });
    return [
      latencyResult('write to other client (Firestore listener)', latenciesMs, {
        writer: `${owner.displayName} (client SDK)`,
        reader: `${PERSONAS.aaron.displayName} (client SDK)`,
        property: propertyId,
      }),
    ];
  } finally {
    for (const client of [writer, reader]) {
      await terminate(client.db);
      await deleteApp(client.app);
    }
  }
}
