import type { PermissionLevel } from '../property/sharing';
import type { Role } from '../roles/roles';
import { canManageProperty, canViewProperty, type PropertyActor } from './property-access';

/**
 * Who may do what with a property's keys (chain of custody), as one table: setting the lockbox code, seeing it for a
 * showing, and reading the custody log. The can…() functions implement it; the API serves the first two, and
 * `firestore.rules` (`properties/{id}/custodyLog`) the log's live reads. The domain tests, the rules tests
 * (emulators/rules/key-custody.test.ts) and the API tests (emulators/integration/key-custody.test.ts) walk these rows.
 */
export const KEY_CUSTODY_PERSONAS = [
  'owner',
  'manage share',
  'view share',
  'showing agent',
  'other agent',
  'case attorney',
  'admin',
] as const;
export type KeyCustodyPersona = (typeof KEY_CUSTODY_PERSONAS)[number];

export const KEY_CUSTODY_ACTIONS = ['setLockboxCode', 'revealLockboxCode', 'readCustodyLog'] as const;
export type KeyCustodyAction = (typeof KEY_CUSTODY_ACTIONS)[number];

/**
 * 'view share' is an agent the property is shared with at 'view' who did not book the showing; 'showing agent' booked
 * the confirmed showing (and has the property shared at 'view', as booking needs); 'other agent' has no share;
 * 'case attorney' runs a case linked to the property (the property's `saleAttorneyIds`). The reveal is the showing
 * agent's alone, and only inside the window (lockboxRevealDecision); the owner and managers read the code through
 * GET /api/properties/{id}/lockbox instead.
 */
export const KEY_CUSTODY_ACCESS: Record<KeyCustodyAction, Record<KeyCustodyPersona, boolean>> = {
  setLockboxCode: {
    owner: true,
    'manage share': true,
    'view share': false,
    'showing agent': false,
    'other agent': false,
    'case attorney': false,
    admin: true,
  },
  revealLockboxCode: {
    owner: false,
    'manage share': false,
    'view share': false,
    'showing agent': true,
    'other agent': false,
    'case attorney': false,
    admin: false,
  },
  readCustodyLog: {
    owner: true,
    'manage share': true,
    'view share': true,
    'showing agent': true,
    'other agent': false,
    'case attorney': true,
    admin: true,
  },
};

export interface KeyCustodyCase {
  readonly action: KeyCustodyAction;
  readonly persona: KeyCustodyPersona;
  readonly allowed: boolean;
}

/** Every row of the table, for the tests that walk it. */
export const KEY_CUSTODY_CASES: readonly KeyCustodyCase[] = KEY_CUSTODY_ACTIONS.flatMap((action) =>
  KEY_CUSTODY_PERSONAS.map((persona) => ({ action, persona, allowed: KEY_CUSTODY_ACCESS[action][persona] })),
);

/** The role each persona signs in with. */
export const KEY_CUSTODY_PERSONA_ROLES: Record<KeyCustodyPersona, Role> = {
  owner: 'Guardian',
  'manage share': 'Executor',
  'view share': 'Agent',
  'showing agent': 'Agent',
  'other agent': 'Agent',
  'case attorney': 'Attorney',
  admin: 'Admin',
};

/** The facts every enforcer decides on, for a persona signed in as `uid`, the owner and the showing's agent. */
export function keyCustodyFacts(
  persona: KeyCustodyPersona,
  uid: string,
  parties: { ownerId: string; agentId: string },
) {
  const ownerId = persona === 'owner' ? uid : parties.ownerId;
  const agentId = persona === 'showing agent' ? uid : parties.agentId;
  const sharedWith: Record<string, PermissionLevel> = { [agentId]: 'view' };
  if (persona === 'view share') sharedWith[uid] = 'view';
  if (persona === 'manage share') sharedWith[uid] = 'manage';
  return {
    role: KEY_CUSTODY_PERSONA_ROLES[persona],
    property: {
      ownerId,
      sharedWith,
      memberIds: [ownerId, ...Object.keys(sharedWith)],
      saleAttorneyIds: persona === 'case attorney' ? [uid] : [],
    },
    showing: { agentId, ownerId, status: 'confirmed' as const },
  };
}

export interface CustodyLogReaderFields {
  readonly ownerId: string;
  readonly sharedWith?: Readonly<Record<string, PermissionLevel>> | null;
  readonly memberIds?: readonly string[] | null;
  /** The attorneys of the cases linked to the property, kept by the server. */
  readonly saleAttorneyIds?: readonly string[] | null;
}

/** Who sets or removes the lockbox code: whoever manages the property. */
export const canSetLockboxCode = canManageProperty;

/** Only the agent who booked the showing sees the code for it (and only inside the window). */
export function canRevealLockboxCode(role: Role, uid: string, showing: { agentId: string }): boolean {
  return role === 'Agent' && showing.agentId === uid;
}

/** The property's members, the attorneys of its linked cases and admins read the custody log. */
export function canReadCustodyLog({
  role,
  uid,
  property,
}: PropertyActor & { property: CustodyLogReaderFields }): boolean {
  return canViewProperty({ role, uid, property }) || (property.saleAttorneyIds?.includes(uid) ?? false);
}
