import type { Role } from '@estatekey/domain';

/** One password for every demo account, printed by `npm start`. Never valid outside the emulators. */
export const DEMO_PASSWORD = 'EstateKey-demo-2026';

export interface Persona {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  readonly role: Role;
  readonly phone: string;
  /** What this account is for in the demo, printed next to the login. */
  readonly purpose: string;
}

function persona(fields: Omit<Persona, 'password' | 'displayName'>): Persona {
  return { ...fields, password: DEMO_PASSWORD, displayName: `${fields.firstName} ${fields.lastName}` };
}

/**
 * The named test users shared by the seed, the rules tests, the API tests and the browser tests.
 * Uids are fixed so every suite can address them without a lookup.
 */
export const PERSONAS = {
  ada: persona({
    uid: 'persona-ada',
    email: 'ada.admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'Admin',
    phone: '(555) 010-1000',
    purpose: 'sees every property, case and intake request',
  }),
  alice: persona({
    uid: 'persona-alice',
    email: 'alice.guardian@example.com',
    firstName: 'Alice',
    lastName: 'Guardian',
    role: 'Guardian',
    phone: '(555) 010-2000',
    purpose: "owns properties, is Avery's client, has key pickups",
  }),
  eve: persona({
    uid: 'persona-eve',
    email: 'eve.executor@example.com',
    firstName: 'Eve',
    lastName: 'Executor',
    role: 'Executor',
    phone: '(555) 010-3000',
    purpose: 'owns an estate property shared with Aaron',
  }),
  avery: persona({
    uid: 'persona-avery',
    email: 'avery.attorney@example.com',
    firstName: 'Avery',
    lastName: 'Attorney',
    role: 'Attorney',
    phone: '(555) 010-4000',
    purpose: "handles Alice's cases and court documents",
  }),
  aaron: persona({
    uid: 'persona-aaron',
    email: 'aaron.agent@example.com',
    firstName: 'Aaron',
    lastName: 'Agent',
    role: 'Agent',
    phone: '(555) 010-5000',
    purpose: 'lists shared properties and schedules showings',
  }),
  mallory: persona({
    uid: 'persona-mallory',
    email: 'mallory.guardian@example.com',
    firstName: 'Mallory',
    lastName: 'Outsider',
    role: 'Guardian',
    phone: '(555) 010-6000',
    purpose: 'a Guardian with no memberships, who sees nothing of the others',
  }),
} as const satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;

export const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];

export function personaByUid(uid: string): Persona | undefined {
  return Object.values(PERSONAS).find((candidate) => candidate.uid === uid);
}
