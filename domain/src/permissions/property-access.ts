import type { MilestoneKey } from '../property/milestones';
import type { PermissionLevel } from '../property/sharing';
import type { Role } from '../roles/roles';
import { isCaseClient, runsCase } from './case-access';
import { canEditMilestone } from './milestones';

export type PropertyAccessFields = {
  ownerId: string;
  sharedWith?: Readonly<Record<string, PermissionLevel>> | null;
  memberIds?: readonly string[] | null;
};

export interface PropertyActor {
  role: Role;
  uid: string;
  property: PropertyAccessFields;
}

/** Admins, the owner and users the property is shared with at 'manage'. */
export function canManageProperty({ role, uid, property }: PropertyActor): boolean {
  if (role === 'Admin') return true;
  if (property.ownerId === uid) return true;
  return property.sharedWith?.[uid] === 'manage';
}

/** Admins, the owner and anyone the property is shared with. */
export function canViewProperty({ role, uid, property }: PropertyActor): boolean {
  if (role === 'Admin' || property.ownerId === uid) return true;
  if (property.sharedWith?.[uid] !== undefined) return true;
  return property.memberIds?.includes(uid) ?? false;
}

/** Only the owner (and admins) decide who a property is shared with. */
export function canShareProperty({ role, uid, property }: PropertyActor): boolean {
  return role === 'Admin' || property.ownerId === uid;
}

/** A milestone change needs both: manage rights on the property and the role's milestone permission. */
export function canUpdateMilestone(actor: PropertyActor, key: MilestoneKey): boolean {
  return canManageProperty(actor) && canEditMilestone(actor.role, key);
}

/** Who may read and change the lockbox code: everyone who can manage the property, never a 'view' share. */
export const canManageLockboxCode = canManageProperty;

/** Who may see a property's shared-users list: everyone who can manage it. */
export const canListSharedUsers = canManageProperty;

/** What the property page needs to know about a case associated with the property. */
export interface AssociatedCaseFields {
  readonly attorneyId: string;
  readonly clientId: string | null;
}

/**
 * The property page (`/properties/{id}`): everyone who sees the property, plus the attorney who runs a case
 * associated with it and that case's client, who are not property members and so read it through the API only.
 */
export function canViewPropertyPage(actor: PropertyActor, associatedCases: readonly AssociatedCaseFields[]): boolean {
  if (canViewProperty(actor)) return true;
  const { role, uid } = actor;
  return associatedCases.some(
    (legalCase) => runsCase({ role, uid, case: legalCase }) || isCaseClient({ role, uid, case: legalCase }),
  );
}
