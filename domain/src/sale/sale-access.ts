import { ROLES, type Role } from '../roles/roles';
import { isCaseClient, runsCase } from '../permissions/case-access';
import type { AssociatedCaseFields, PropertyActor } from '../permissions/property-access';
import {
  PROPERTY_PAGE_ACCESS,
  PROPERTY_PAGE_RELATIONS,
  type PropertyPageRelation,
} from '../permissions/property-page-access-table';

/**
 * Who may do what with a property's sale, as one table over the property page's relations (the caller's standing
 * towards the property and its linked case). The API routes of sale-routes.ts enforce it, their tests walk the rows
 * with `propertyPageFacts`, as the property page's tests do.
 */
export const SALE_ACTIONS = ['view', 'manageAuthority', 'manageOffers'] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];

const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];
const ATTORNEY_AND_ADMIN = ['Attorney', 'Admin'] as const satisfies readonly Role[];

/**
 * view: GET …/sale, the Sale path panel. manageAuthority: the preset and its dates, objections, the hearing (the
 * attorney of a linked case, or an admin). manageOffers: recording and answering offers (the owner, an agent with a
 * 'manage' share, the linked case's attorney).
 */
export const SALE_ACCESS: Record<PropertyPageRelation, Record<SaleAction, readonly Role[]>> = {
  owner: { view: ROLES, manageAuthority: ADMIN_ONLY, manageOffers: ROLES },
  'manage share': { view: ROLES, manageAuthority: ADMIN_ONLY, manageOffers: ['Agent', 'Admin'] },
  'view share': { view: ROLES, manageAuthority: ADMIN_ONLY, manageOffers: ADMIN_ONLY },
  'associated case attorney': {
    view: ATTORNEY_AND_ADMIN,
    manageAuthority: ATTORNEY_AND_ADMIN,
    manageOffers: ATTORNEY_AND_ADMIN,
  },
  // The client's two-track view shows the sale path.
  'associated case client': {
    view: ['Guardian', 'Executor', 'Admin'],
    manageAuthority: ADMIN_ONLY,
    manageOffers: ADMIN_ONLY,
  },
  outsider: { view: ADMIN_ONLY, manageAuthority: ADMIN_ONLY, manageOffers: ADMIN_ONLY },
};

export interface SaleAccessCase {
  readonly role: Role;
  readonly relation: PropertyPageRelation;
  readonly action: SaleAction;
  readonly allowed: boolean;
}

/** The table as rows: every role × relation × action. */
export const SALE_ACCESS_CASES: readonly SaleAccessCase[] = ROLES.flatMap((role) =>
  PROPERTY_PAGE_RELATIONS.flatMap((relation) =>
    SALE_ACTIONS.map((action) => ({ role, relation, action, allowed: SALE_ACCESS[relation][action].includes(role) })),
  ),
);

/**
 * Every relation the caller holds to the property and its linked cases ('outsider' when none). A screen that does not
 * hold the property document (the attorney's case page) passes `property: null` and gets the case relations only.
 */
export function saleRelations(
  actor: Omit<PropertyActor, 'property'> & { readonly property: PropertyActor['property'] | null },
  linkedCases: readonly AssociatedCaseFields[],
): PropertyPageRelation[] {
  const { role, uid, property } = actor;
  const relations: PropertyPageRelation[] = [];
  if (property?.ownerId === uid) relations.push('owner');
  const share = property?.sharedWith?.[uid];
  if (share === 'manage') relations.push('manage share');
  if (share === 'view') relations.push('view share');
  if (linkedCases.some((legalCase) => runsCase({ role, uid, case: legalCase }) && legalCase.attorneyId === uid)) {
    relations.push('associated case attorney');
  }
  if (linkedCases.some((legalCase) => isCaseClient({ role, uid, case: legalCase }))) {
    relations.push('associated case client');
  }
  return relations.length > 0 ? relations : ['outsider'];
}

/** Whether the caller may take `action` on the property's sale: any relation it holds admits its role. */
export function canOnSale(
  action: SaleAction,
  actor: PropertyActor,
  linkedCases: readonly AssociatedCaseFields[],
): boolean {
  return canOnSaleAs(action, actor.role, saleRelations(actor, linkedCases));
}

/**
 * The same table for a screen that knows the caller's relations already (the case page: its attorney; the client's
 * two-track view: its client) rather than the property's and the case's facts.
 */
export function canOnSaleAs(action: SaleAction, role: Role, relations: readonly PropertyPageRelation[]): boolean {
  return relations.some((relation) => SALE_ACCESS[relation][action].includes(role));
}

/**
 * The relations of a caller who sees the property page without being a member of the property: the page table
 * admits such a caller only through a linked case, as its attorney or its client (an admin as either).
 */
export function nonMemberSaleRelations(role: Role): PropertyPageRelation[] {
  return (['associated case attorney', 'associated case client'] as const).filter((relation) =>
    PROPERTY_PAGE_ACCESS[relation].page.includes(role),
  );
}
