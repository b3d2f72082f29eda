import type { PropertyAccessFields } from './property-access';
import { canUploadToCase, canViewCase, runsCase, type CaseActor } from './case-access';

/*
 * Linking a property to a case gives the case's attorney and client the property page, and the property's agents the
 * case's documents. So the link needs the property's consent as well as the case's: a share that only lets someone
 * look at a property never lets them hand it to a case, and access that came through a share ends with the share.
 */

/**
 * Why a link is allowed, as recorded on the property: 'manageShare' links end when that share ends or is lowered to
 * 'view' (the property's `caseLinksByShare`).
 */
export type PropertyLinkGrant = 'admin' | 'owner' | 'manageShare' | 'caseClientOwnsProperty';

/**
 * How the caller may link the property to the case, or null when they may not. The caller must be able to change the
 * case's links (its client, its attorney, an admin: those who file under it), and the property must be theirs to give:
 * they own it, they hold a 'manage' share acting for its owner, or they run a case whose client owns it.
 */
export function propertyLinkGrant(
  actor: CaseActor<'attorneyId' | 'clientId'>,
  property: PropertyAccessFields,
): PropertyLinkGrant | null {
  if (!canUploadToCase(actor)) return null;
  if (actor.role === 'Admin') return 'admin';
  if (property.ownerId === actor.uid) return 'owner';
  if (property.sharedWith?.[actor.uid] === 'manage') return 'manageShare';
  const clientId = actor.case.clientId;
  if (runsCase(actor) && clientId !== null && clientId === property.ownerId) return 'caseClientOwnsProperty';
  return null;
}

export function canAssociateProperty(
  actor: CaseActor<'attorneyId' | 'clientId'>,
  property: PropertyAccessFields,
): boolean {
  return propertyLinkGrant(actor, property) !== null;
}

/**
 * The property's owner (and admins) see every case linked to it, whoever linked it, and may end any such link: a
 * family must always be able to see and undo who their property was handed to.
 */
export function controlsPropertyLinks({
  role,
  uid,
  property,
}: {
  readonly role: CaseActor['role'];
  readonly uid: string;
  readonly property: Pick<PropertyAccessFields, 'ownerId'>;
}): boolean {
  return role === 'Admin' || property.ownerId === uid;
}

/** Unlinking: those who file under the case, or the property's owner. */
export function canDisassociateProperty(
  actor: CaseActor<'attorneyId' | 'clientId'>,
  property: Pick<PropertyAccessFields, 'ownerId'>,
): boolean {
  return canUploadToCase(actor) || controlsPropertyLinks({ role: actor.role, uid: actor.uid, property });
}

/**
 * GET /api/documents/property/{id}/cases lists a linked case to the property's owner, and to those who see the
 * property and may read the case: an agent with a share of the property never learns the case's name or number.
 */
export function canListCaseOfProperty(
  actor: CaseActor<'memberIds'>,
  property: Pick<PropertyAccessFields, 'ownerId'>,
  callerSeesProperty: boolean,
): boolean {
  if (controlsPropertyLinks({ role: actor.role, uid: actor.uid, property })) return true;
  return callerSeesProperty && canViewCase(actor);
}
