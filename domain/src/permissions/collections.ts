import { MILESTONE_KEYS } from '../property/milestones';
import { PROFILE_CLIENT_EDITABLE_FIELDS } from '../user/user';
import type { Role } from '../roles/roles';
import { canEditMilestone } from './milestones';

/**
 * Who may read and write each Firestore collection (DESIGN §4, §5). `firestore.rules` implements these rows and the
 * rules tests walk them; the API (Admin SDK) enforces the same decisions for the writes it performs.
 */
export type ReadGrant =
  /** Users whose role claim is listed. */
  | { readonly kind: 'role'; readonly roles: readonly Role[] }
  /** The document id is the caller's uid (`users/{uid}`). */
  | { readonly kind: 'docIdIsCaller' }
  /** The parent user document is the caller's (`users/{uid}/notifications/{id}`). */
  | { readonly kind: 'parentUserIsCaller' }
  /** A string field holds the caller's uid. */
  | { readonly kind: 'fieldIsCaller'; readonly field: string }
  /** An array field contains the caller's uid. */
  | { readonly kind: 'arrayHasCaller'; readonly field: string }
  /** The caller is the attorney of the parent case (`cases/{id}/private/notes`). */
  | { readonly kind: 'parentCaseAttorney' }
  /** An array field of the parent property holds the caller's uid (`properties/{id}/offers/{offerId}`). */
  | { readonly kind: 'parentPropertyArrayHasCaller'; readonly field: string }
  /** An array field of the parent conversation holds the caller's uid (`conversations/{id}/messages/{messageId}`). */
  | { readonly kind: 'parentConversationArrayHasCaller'; readonly field: string };

/** Direct client writes; everything not listed is done by functions only. */
export type ClientWrite =
  | { readonly kind: 'none' }
  /** Own profile, only these fields. */
  | { readonly kind: 'ownFields'; readonly fields: readonly string[] }
  /** Property milestones: owner or 'manage' share, only keys of MILESTONE_EDITORS[role], only the three values, updatedBy = caller. */
  | { readonly kind: 'milestoneStatusByMatrix'; readonly fields: readonly string[] }
  /** Own notification: `read` set to true, nothing else. */
  | { readonly kind: 'markOwnRead'; readonly fields: readonly string[] };

export interface CollectionAccess {
  /** Firestore path pattern. */
  readonly path: string;
  /** Any grant allows the read. */
  readonly read: readonly ReadGrant[];
  readonly create: ClientWrite;
  readonly update: ClientWrite;
  readonly delete: ClientWrite;
}

const NONE = { kind: 'none' } as const;
const ADMIN = { kind: 'role', roles: ['Admin'] } as const;

/** Clients only read it, through `read`; functions write it with the Admin SDK. */
function readOnly<const Grants extends readonly ReadGrant[]>(path: string, read: Grants) {
  return { path, read, create: NONE, update: NONE, delete: NONE };
}

/** Only functions read and write it: closed to every client role. */
function serverOnly(path: string) {
  return readOnly(path, []);
}

export const COLLECTION_ACCESS = {
  users: {
    path: 'users/{uid}',
    read: [{ kind: 'docIdIsCaller' }, ADMIN],
    create: NONE,
    update: { kind: 'ownFields', fields: PROFILE_CLIENT_EDITABLE_FIELDS },
    delete: NONE,
  },
  userPrivate: serverOnly('users/{uid}/private/{docId}'),
  notifications: {
    path: 'users/{uid}/notifications/{notificationId}',
    read: [{ kind: 'parentUserIsCaller' }],
    create: NONE,
    update: { kind: 'markOwnRead', fields: ['read'] },
    delete: NONE,
  },
  properties: {
    path: 'properties/{propertyId}',
    read: [{ kind: 'arrayHasCaller', field: 'memberIds' }, ADMIN],
    create: NONE,
    update: {
      kind: 'milestoneStatusByMatrix',
      fields: [...MILESTONE_KEYS.map((key) => `statusData.${key}`), 'updatedAt', 'updatedBy'],
    },
    delete: NONE,
  },
  /** The sealed lockbox code (`private/access`): served through the API to the owner and 'manage' shares only. */
  propertyPrivate: serverOnly('properties/{propertyId}/private/{docId}'),
  /**
   * The sale's offers (sale-storage.ts), written through the API only: the property's members and the attorneys of
   * its linked cases (`saleAttorneyIds`, kept by the server) read them live.
   */
  propertyOffers: readOnly('properties/{propertyId}/offers/{offerId}', [
    { kind: 'parentPropertyArrayHasCaller', field: 'memberIds' },
    { kind: 'parentPropertyArrayHasCaller', field: 'saleAttorneyIds' },
    ADMIN,
  ]),
  /**
   * The chain of custody of the property's keys (key-custody.ts), append-only and written by functions only: the
   * property's members and the attorneys of its linked cases read it live (KEY_CUSTODY_ACCESS.readCustodyLog).
   */
  propertyCustodyLog: readOnly('properties/{propertyId}/custodyLog/{entryId}', [
    { kind: 'parentPropertyArrayHasCaller', field: 'memberIds' },
    { kind: 'parentPropertyArrayHasCaller', field: 'saleAttorneyIds' },
    ADMIN,
  ]),
  /** Stages and status move through the API only, which keeps the status rule and the audit entry. */
  cases: readOnly('cases/{caseId}', [{ kind: 'arrayHasCaller', field: 'memberIds' }, ADMIN]),
  caseNotes: readOnly('cases/{caseId}/private/notes', [{ kind: 'parentCaseAttorney' }, ADMIN]),
  documents: readOnly('documents/{documentId}', [{ kind: 'arrayHasCaller', field: 'readerIds' }, ADMIN]),
  appointments: readOnly('appointments/{appointmentId}', [{ kind: 'fieldIsCaller', field: 'userId' }, ADMIN]),
  /** The members' copy of a key pickup linked to a property: no contact details, read by the property's members. */
  propertyKeyPickups: readOnly('propertyKeyPickups/{appointmentId}', [
    { kind: 'arrayHasCaller', field: 'memberIds' },
    ADMIN,
  ]),
  showings: readOnly('showings/{showingId}', [
    { kind: 'fieldIsCaller', field: 'agentId' },
    { kind: 'fieldIsCaller', field: 'ownerId' },
    { kind: 'arrayHasCaller', field: 'memberIds' },
    ADMIN,
  ]),
  /** SHOWING_ACCESS.readBuyerDetails: the buyer's contact and the agent's notes, for the booking agent only. */
  showingBuyers: readOnly('showingBuyers/{showingId}', [{ kind: 'fieldIsCaller', field: 'agentId' }]),
  intakeRequests: readOnly('intakeRequests/{requestId}', [ADMIN]),
  auditLog: readOnly('auditLog/{entryId}', [ADMIN]),
  invitations: serverOnly('invitations/{tokenHash}'),
  mail: serverOnly('mail/{mailId}'),
  calendarFeeds: serverOnly('calendarFeeds/{tokenHash}'),
  showingSettings: serverOnly('showingSettings/{propertyId}'),
  caseNumbers: serverOnly('caseNumbers/{reservationId}'),
  rateLimits: serverOnly('rateLimits/{windowId}'),
  /**
   * Secure messages (domain conversation/): read by the two participants only, not even by an admin who is not one
   * of them; written through the API only, and messages are never changed or deleted (the legal record).
   */
  conversations: readOnly('conversations/{conversationId}', [{ kind: 'arrayHasCaller', field: 'participantIds' }]),
  conversationMessages: readOnly('conversations/{conversationId}/messages/{messageId}', [
    { kind: 'parentConversationArrayHasCaller', field: 'participantIds' },
  ]),
} as const satisfies Record<string, CollectionAccess>;

export type CollectionName = keyof typeof COLLECTION_ACCESS;
export const COLLECTION_NAMES = Object.keys(COLLECTION_ACCESS) as CollectionName[];

/** The signed-in caller as rules see them: uid, role claim and, when false, the token's `email_verified`. */
export interface Caller {
  uid: string;
  role: Role;
  /** False for an account whose e-mail is not verified: it keeps only UNVERIFIED_READ_GRANTS (DESIGN §5). */
  emailVerified?: boolean;
}

/**
 * The reads left to an account whose e-mail is not verified: its own profile and its own notifications (its
 * dashboard). Everything shared (properties, cases, documents, appointments, showings, …) and every role grant waits
 * for verification, so a self-registered account under someone else's address sees nothing of anyone.
 */
export const UNVERIFIED_READ_GRANTS = [
  'docIdIsCaller',
  'parentUserIsCaller',
] as const satisfies readonly ReadGrant['kind'][];

/** What a read decision needs to know about the document. */
export interface DocumentContext {
  /** The document's own id. */
  id: string;
  /** The id of the parent document for subcollections (user uid, case id). */
  parentId?: string;
  data: Readonly<Record<string, unknown>>;
  /** For `cases/{id}/private/notes`: the parent case's attorneyId. */
  parentCaseAttorneyId?: string;
  /** For `properties/{id}/offers/{offerId}`: the parent property's data. */
  parentPropertyData?: Readonly<Record<string, unknown>>;
  /** For `conversations/{id}/messages/{messageId}`: the parent conversation's data. */
  parentConversationData?: Readonly<Record<string, unknown>>;
}

function grantAllows(grant: ReadGrant, caller: Caller, doc: DocumentContext): boolean {
  switch (grant.kind) {
    case 'role':
      return grant.roles.includes(caller.role);
    case 'docIdIsCaller':
      return doc.id === caller.uid;
    case 'parentUserIsCaller':
      return doc.parentId === caller.uid;
    case 'fieldIsCaller':
      return doc.data[grant.field] === caller.uid;
    case 'arrayHasCaller': {
      const value = doc.data[grant.field];
      return Array.isArray(value) && value.includes(caller.uid);
    }
    case 'parentCaseAttorney':
      return doc.parentCaseAttorneyId === caller.uid;
    case 'parentPropertyArrayHasCaller': {
      const value = doc.parentPropertyData?.[grant.field];
      return Array.isArray(value) && value.includes(caller.uid);
    }
    case 'parentConversationArrayHasCaller': {
      const value = doc.parentConversationData?.[grant.field];
      return Array.isArray(value) && value.includes(caller.uid);
    }
  }
}

/** Whether a signed-in caller may read the document; signed-out callers read nothing. */
export function canReadDocument(collection: CollectionName, caller: Caller | null, doc: DocumentContext): boolean {
  if (!caller) return false;
  const grants: readonly ReadGrant[] = COLLECTION_ACCESS[collection].read;
  const unverifiedKeeps: readonly ReadGrant['kind'][] = UNVERIFIED_READ_GRANTS;
  return grants.some(
    (grant) =>
      (caller.emailVerified !== false || unverifiedKeeps.includes(grant.kind)) && grantAllows(grant, caller, doc),
  );
}

/** Collections a client may never write directly. */
export function isFunctionsOnly(collection: CollectionName): boolean {
  const access: CollectionAccess = COLLECTION_ACCESS[collection];
  return access.create.kind === 'none' && access.update.kind === 'none' && access.delete.kind === 'none';
}

/** Own-profile update: only the client-editable fields change. */
export function canClientUpdateOwnProfile(
  caller: Caller | null,
  uid: string,
  changedFields: readonly string[],
): boolean {
  if (!caller || caller.uid !== uid) return false;
  const allowed: readonly string[] = PROFILE_CLIENT_EDITABLE_FIELDS;
  return changedFields.length > 0 && changedFields.every((field) => allowed.includes(field));
}

const MILESTONE_VALUES: readonly unknown[] = ['Pending', 'In Progress', 'Completed'];

/**
 * A direct milestone write: the caller owns the property or holds a 'manage' share (admins always), every changed key
 * is one the role may edit, every value is one of the three statuses.
 */
export function canClientUpdateMilestones(
  caller: Caller | null,
  property: { ownerId: string; sharedWith?: Readonly<Record<string, string>> | null },
  changes: Readonly<Record<string, unknown>>,
): boolean {
  if (!caller) return false;
  const manages =
    caller.role === 'Admin' || property.ownerId === caller.uid || property.sharedWith?.[caller.uid] === 'manage';
  const entries = Object.entries(changes);
  return (
    manages &&
    entries.length > 0 &&
    entries.every(
      ([key, value]) =>
        (MILESTONE_KEYS as readonly string[]).includes(key) &&
        canEditMilestone(caller.role, key as (typeof MILESTONE_KEYS)[number]) &&
        MILESTONE_VALUES.includes(value),
    )
  );
}

/** Marking a notification read: own notification, only `read`, only to true. */
export function canClientMarkNotificationRead(
  caller: Caller | null,
  ownerUid: string,
  changes: Readonly<Record<string, unknown>>,
): boolean {
  if (!caller || caller.uid !== ownerUid) return false;
  const keys = Object.keys(changes);
  return keys.length === 1 && keys[0] === 'read' && changes.read === true;
}

/**
 * Whether a stored member list (an `arrayHasCaller` read grant's field, copied from its source document by a trigger)
 * holds exactly `members`, in any order: a copy that does not is rewritten. A stored value that is not a list of
 * strings is stale too.
 */
export function sameMembers(stored: unknown, members: readonly string[]): boolean {
  if (!Array.isArray(stored) || stored.length !== members.length) return false;
  const wanted = new Set(members);
  return stored.every((uid) => typeof uid === 'string' && wanted.has(uid));
}
