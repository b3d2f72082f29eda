import { ROLES, type Role } from '../roles/roles';
import type { AssociatedCaseFields, PropertyActor } from './property-access';

/**
 * Who sees the property page (`/properties/{id}`), as one table. `canViewPropertyPage` implements the
 * `page` column and GET /api/properties/{id}/overview enforces it; `firestore.rules` enforce the `liveRead` column
 * (a client's own read of `properties/{id}`, which the page uses for its live status panel). The domain test, the
 * rules test (emulators/rules/property-page.test.ts) and the API test (emulators/integration/property-overview.test.ts)
 * walk these rows.
 */

/** How the caller stands to the property. */
export const PROPERTY_PAGE_RELATIONS = [
  'owner',
  'manage share',
  'view share',
  'associated case attorney',
  'associated case client',
  'outsider',
] as const;
export type PropertyPageRelation = (typeof PROPERTY_PAGE_RELATIONS)[number];

export interface PropertyPageAccess {
  /** Roles that see the page (its details, showings, key pickups and cases) through the API. */
  readonly page: readonly Role[];
  /** Roles whose client may read `properties/{id}` directly (and so follow it live). */
  readonly liveRead: readonly Role[];
}

const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];

export const PROPERTY_PAGE_ACCESS: Record<PropertyPageRelation, PropertyPageAccess> = {
  owner: { page: ROLES, liveRead: ROLES },
  'manage share': { page: ROLES, liveRead: ROLES },
  'view share': { page: ROLES, liveRead: ROLES },
  // Not a property member: the case's attorney (with the Attorney role) reads the page through the API only.
  'associated case attorney': { page: ['Admin', 'Attorney'], liveRead: ADMIN_ONLY },
  // The case's client (a Guardian or Executor) who is not the owner nor shared with, e.g. a co-executor.
  'associated case client': { page: ['Admin', 'Guardian', 'Executor'], liveRead: ADMIN_ONLY },
  outsider: { page: ADMIN_ONLY, liveRead: ADMIN_ONLY },
};

export interface PropertyPageAccessCase {
  readonly role: Role;
  readonly relation: PropertyPageRelation;
  readonly page: boolean;
  readonly liveRead: boolean;
}

/** The table as rows: every role × relation. */
export const PROPERTY_PAGE_ACCESS_CASES: readonly PropertyPageAccessCase[] = ROLES.flatMap((role) =>
  PROPERTY_PAGE_RELATIONS.map((relation) => ({
    role,
    relation,
    page: PROPERTY_PAGE_ACCESS[relation].page.includes(role),
    liveRead: PROPERTY_PAGE_ACCESS[relation].liveRead.includes(role),
  })),
);

/** The property's and its case's other parties: uids that are never the caller's. */
export interface PropertyPageParties {
  readonly ownerId: string;
  readonly attorneyId: string;
  readonly clientId: string;
}

export interface PropertyPageFacts {
  readonly property: PropertyActor['property'];
  /** The one case associated with the property. */
  readonly associatedCase: AssociatedCaseFields & { readonly memberIds: readonly string[] };
}

/** What a relation means, as the facts every enforcer decides on. */
export function propertyPageFacts(
  relation: PropertyPageRelation,
  callerUid: string,
  others: PropertyPageParties,
): PropertyPageFacts {
  const ownerId = relation === 'owner' ? callerUid : others.ownerId;
  const sharedWith =
    relation === 'manage share'
      ? { [callerUid]: 'manage' as const }
      : relation === 'view share'
        ? { [callerUid]: 'view' as const }
        : {};
  const attorneyId = relation === 'associated case attorney' ? callerUid : others.attorneyId;
  const clientId = relation === 'associated case client' ? callerUid : others.clientId;
  return {
    property: { ownerId, sharedWith, memberIds: [ownerId, ...Object.keys(sharedWith)] },
    associatedCase: { attorneyId, clientId, memberIds: [attorneyId, clientId] },
  };
}
