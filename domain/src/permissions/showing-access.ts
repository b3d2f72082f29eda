import type { PermissionLevel } from '../property/sharing';
import { ROLES, type Role } from '../roles/roles';
import { canManageProperty, canViewProperty, type PropertyActor } from './property-access';

/**
 * Who may do what with showings, as one table (spec part 2 §2, §6; DESIGN §5, §8). The can…() functions below
 * implement it; `firestore.rules` enforces `readShowing`, the API the rest. The domain tests, the rules tests
 * (emulators/rules/showings.test.ts) and the API tests (emulators/integration/showings.test.ts) all walk these rows.
 */

/** How the caller stands to a showing and its property. */
export const SHOWING_RELATIONS = [
  'booking agent',
  'property owner',
  'manage share',
  'shared member',
  'unrelated',
] as const;
export type ShowingRelation = (typeof SHOWING_RELATIONS)[number];

export const SHOWING_ACTIONS = [
  'readShowing',
  'readBuyerDetails',
  'bookShowing',
  'changeShowing',
  'readShowingSettings',
  'changeShowingSettings',
  'decideShowing',
  'giveFeedback',
] as const;
export type ShowingAction = (typeof SHOWING_ACTIONS)[number];

const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];
const AGENT = ['Agent'] as const satisfies readonly Role[];
const NOBODY = [] as const satisfies readonly Role[];

/**
 * For each action and relation, the roles allowed. `bookShowing` is booking a new showing of the property (the relation
 * is the caller's to the property: booking agent and shared member both have it shared); `changeShowing` is moving or
 * cancelling an existing one. The API's routes serve agents only, so admins read showings but do not book them.
 * `readBuyerDetails` is reading the buyer's e-mail and phone and the agent's notes (`showingBuyers/{id}`): the
 * booking agent's business only, not the owner's (who sees when, and the client's name) nor an admin's.
 * The property's showing settings are read by its members and kept, like a request's Confirm / Decline, by whoever
 * manages the property (owner, 'manage' share, admin: `canManageProperty`); feedback is the booking agent's to give.
 * 'shared member' is a 'view' share.
 */
export const SHOWING_ACCESS: Record<ShowingAction, Record<ShowingRelation, readonly Role[]>> = {
  readShowing: {
    'booking agent': ROLES,
    'property owner': ROLES,
    'manage share': ROLES,
    'shared member': ROLES,
    unrelated: ADMIN_ONLY,
  },
  readBuyerDetails: {
    'booking agent': ROLES,
    'property owner': NOBODY,
    'manage share': NOBODY,
    'shared member': NOBODY,
    unrelated: NOBODY,
  },
  bookShowing: {
    'booking agent': AGENT,
    'property owner': AGENT,
    'manage share': AGENT,
    'shared member': AGENT,
    unrelated: NOBODY,
  },
  changeShowing: {
    'booking agent': AGENT,
    'property owner': NOBODY,
    'manage share': NOBODY,
    'shared member': NOBODY,
    unrelated: NOBODY,
  },
  readShowingSettings: {
    'booking agent': ROLES,
    'property owner': ROLES,
    'manage share': ROLES,
    'shared member': ROLES,
    unrelated: ADMIN_ONLY,
  },
  changeShowingSettings: {
    'booking agent': ADMIN_ONLY,
    'property owner': ROLES,
    'manage share': ROLES,
    'shared member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  decideShowing: {
    'booking agent': ADMIN_ONLY,
    'property owner': ROLES,
    'manage share': ROLES,
    'shared member': ADMIN_ONLY,
    unrelated: ADMIN_ONLY,
  },
  giveFeedback: {
    'booking agent': AGENT,
    'property owner': NOBODY,
    'manage share': NOBODY,
    'shared member': NOBODY,
    unrelated: NOBODY,
  },
};

export interface ShowingAccessCase {
  readonly action: ShowingAction;
  readonly role: Role;
  readonly relation: ShowingRelation;
  readonly allowed: boolean;
}

/** Every row of the table, for the tests that walk it. */
export const SHOWING_ACCESS_CASES: readonly ShowingAccessCase[] = SHOWING_ACTIONS.flatMap((action) =>
  ROLES.flatMap((role) =>
    SHOWING_RELATIONS.map((relation) => ({
      action,
      role,
      relation,
      allowed: SHOWING_ACCESS[action][relation].includes(role),
    })),
  ),
);

/** The showing's other parties: uids that are never the caller's. */
export interface ShowingParties {
  readonly ownerId: string;
  readonly agentId: string;
}

/**
 * What a relation means, as the facts every enforcer decides on: the property (shared 'view' with the booking agent)
 * and a showing of it. The booking agent and the shared member have the property shared with them; the owner owns it.
 */
export function showingAccessFacts(relation: ShowingRelation, callerUid: string, parties: ShowingParties) {
  const ownerId = relation === 'property owner' ? callerUid : parties.ownerId;
  const agentId = relation === 'booking agent' ? callerUid : parties.agentId;
  const sharedWith: Record<string, PermissionLevel> = { [agentId]: 'view' };
  if (relation === 'shared member') sharedWith[callerUid] = 'view';
  if (relation === 'manage share') sharedWith[callerUid] = 'manage';
  return {
    property: { ownerId, sharedWith, memberIds: [ownerId, ...Object.keys(sharedWith)] },
    showing: { agentId, ownerId, memberIds: [ownerId, ...Object.keys(sharedWith)] },
  };
}

/** The fields of a showing its access depends on. */
export interface ShowingAccessFields {
  readonly agentId: string;
  readonly ownerId: string;
  /** The property's members when the showing was written or its property's shares last changed. */
  readonly memberIds: readonly string[];
}

/** Agents book showings of properties they can see: shared with them (or their own). */
export function canBookShowing(actor: PropertyActor): boolean {
  return actor.role === 'Agent' && canViewProperty(actor);
}

/** Only the agent who booked a showing moves or cancels it. */
export function canChangeShowing(role: Role, uid: string, showing: ShowingAccessFields): boolean {
  return role === 'Agent' && showing.agentId === uid;
}

/**
 * The booking agent, the property's members (owner and shares, through the showing's `memberIds` copy) and admins read
 * a showing (COLLECTION_ACCESS.showings): when, and the client's name; never the buyer's contact or notes.
 */
export function canReadShowing(role: Role, uid: string, showing: ShowingAccessFields): boolean {
  return role === 'Admin' || showing.agentId === uid || showing.ownerId === uid || showing.memberIds.includes(uid);
}

/** The property's members (and admins) read its showing settings. */
export const canReadShowingSettings = canViewProperty;

/** Whoever manages the property keeps its showing settings and confirms or declines requests. */
export const canChangeShowingSettings = canManageProperty;
export const canDecideShowing = canManageProperty;

/** Only the agent who booked a showing gives its feedback. */
export function canGiveFeedback(role: Role, uid: string, showing: Pick<ShowingAccessFields, 'agentId'>): boolean {
  return role === 'Agent' && showing.agentId === uid;
}

/** Only the agent who booked a showing reads its buyer's contact and notes (COLLECTION_ACCESS.showingBuyers). */
export function canReadShowingBuyer(uid: string, showing: Pick<ShowingAccessFields, 'agentId'>): boolean {
  return showing.agentId === uid;
}
