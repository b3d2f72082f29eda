import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, Firestore, setDoc, type DocumentData } from 'firebase/firestore';
import type { Caller } from '@estatekey/domain';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';

// Its own project on the shared Firestore emulator: the functions emulator's triggers (registered for
// demo-estatekey) must not react to rules-test writes, and clearing data must not touch the app's project.
export const RULES_PROJECT_ID = 'demo-estatekey-rules';
export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

export async function startRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host: FIRESTORE_HOST, port: FIRESTORE_PORT },
  });
}

/**
 * rules-unit-testing hands out a compat-SDK instance; the modular SDK the app uses lives behind it.
 * Unwrapping it (checked, not cast) lets the tests speak the same API as web/.
 */
function modularFirestore(context: RulesTestContext): Firestore {
  const delegate: unknown = Reflect.get(context.firestore(), '_delegate');
  if (!(delegate instanceof Firestore)) throw new Error('rules-unit-testing returned no modular Firestore instance');
  return delegate;
}

const signedInClients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

/**
 * A signed-in client whose ID token carries the `role` claim and, like an ordinary user's, `email_verified: true`
 * (unless the caller says `emailVerified: false`, DESIGN §5); one client per caller.
 */
export function firestoreAs(env: RulesTestEnvironment, caller: Caller | Persona): Firestore {
  const clients = signedInClients.get(env) ?? new Map<string, Firestore>();
  signedInClients.set(env, clients);
  const emailVerified = !('emailVerified' in caller) || caller.emailVerified !== false;
  const key = `${caller.uid}\u0000${caller.role}\u0000${emailVerified}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const client = modularFirestore(
    env.authenticatedContext(caller.uid, { role: caller.role, email_verified: emailVerified }),
  );
  clients.set(key, client);
  return client;
}

/** The same caller before it verified its e-mail address. */
export function firestoreUnverifiedAs(env: RulesTestEnvironment, caller: Caller | Persona): Firestore {
  return firestoreAs(env, { uid: caller.uid, role: caller.role, emailVerified: false });
}

/**
 * A verified client whose ID token says the caller signed in at `authTime` (seconds since the epoch): the token's
 * `auth_time`, which the rules compare with the profile's revocation time. Other clients sign in at 0.
 */
export function firestoreSignedInAt(env: RulesTestEnvironment, caller: Caller | Persona, authTime: number): Firestore {
  return modularFirestore(
    env.authenticatedContext(caller.uid, { role: caller.role, email_verified: true, auth_time: authTime }),
  );
}

/** A signed-in (verified) client whose token has no role claim (e.g. a freshly created account before the claim is set). */
export function firestoreWithoutRole(env: RulesTestEnvironment, uid: string): Firestore {
  return modularFirestore(env.authenticatedContext(uid, { email_verified: true }));
}

export function firestoreSignedOut(env: RulesTestEnvironment): Firestore {
  return modularFirestore(env.unauthenticatedContext());
}

/** Writes fixtures the way functions would (rules off), keyed by full document path. */
export async function seedDocuments(env: RulesTestEnvironment, documents: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** A fixed instant for fixtures, so documents never depend on when the test ran. */
export const FIXTURE_TIME = new Date('2026-01-15T10:00:00Z');

export { PERSONAS };
