import {
  canListSharedUsers,
  canShareProperty,
  DomainError,
  errorsTexts,
  type PermissionLevel,
  type Property,
  propertiesTexts,
  type SharedUser,
  type ShareRequest,
  type UnshareRequest,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { casesCollection, propertiesCollection, usersCollection } from '../../lib/collections';
import { refreshSaleGates } from '../sale/sale-records';
import { recordAudit } from '../../lib/audit-log';
import { syncDocumentsOfCases } from '../documents/document-readers';
import { getVisibleProperty, propertyMemberIds } from './properties';
import type { RoleCaller } from '../../lib/caller';

function byName(a: SharedUser, b: SharedUser): number {
  return `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a._id.localeCompare(b._id);
}

/**
 * The users the property is shared with and their levels. Members who may not
 * manage the property get 403; everyone else who is not a member 404. A share whose account no longer has a profile
 * is left out.
 * Serves `GET /api/properties/{id}/shared-users`.
 */
export async function listSharedUsers(db: Firestore, caller: RoleCaller, propertyId: string): Promise<SharedUser[]> {
  const { property } = await getVisibleProperty(db, caller, propertyId);
  if (!canListSharedUsers({ role: caller.role, uid: caller.uid, property })) throw DomainError.forbidden();
  const shares = Object.entries(property.sharedWith);
  if (shares.length === 0) return [];
  const profiles = await db.getAll(...shares.map(([uid]) => usersCollection(db).doc(uid)));
  const levels = new Map<string, PermissionLevel>(shares);
  return profiles
    .flatMap((snapshot) => {
      const profile = snapshot.data();
      const permissionLevel = levels.get(snapshot.id);
      if (!profile || !permissionLevel) return [];
      const { firstName, lastName, email, role } = profile;
      return [{ _id: snapshot.id, firstName, lastName, email, role, permissionLevel }];
    })
    .sort(byName);
}

/** Reads the property for a sharing change: 404 unless visible, 403 unless the caller decides its shares. */
async function propertyToShare(transaction: Transaction, db: Firestore, caller: RoleCaller, propertyId: string) {
  const found = await getVisibleProperty(db, caller, propertyId, transaction);
  if (!canShareProperty({ role: caller.role, uid: caller.uid, property: found.property }))
    throw DomainError.forbidden();
  return found;
}

function sharingChanges(property: Property, sharedWith: Record<string, PermissionLevel>, callerUid: string) {
  return {
    sharedWith,
    memberIds: propertyMemberIds(property.ownerId, sharedWith),
    updatedBy: callerUid,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Ends the case links made through `uid`'s 'manage' share (domain `propertyLinkGrant`): access that came through a
 * share ends with it. Reads the linked cases first, as transactions require, and returns the writes to apply with the
 * sharing change; the caller syncs the cases' document readers once the transaction has committed.
 */
async function linksEndingWithShare(
  transaction: Transaction,
  db: Firestore,
  property: Property,
  uid: string,
  actorId: string,
): Promise<{ caseIds: string[]; write: () => Promise<void> }> {
  const caseIds = Object.entries(property.caseLinksByShare)
    .filter(([, sharer]) => sharer === uid)
    .map(([caseId]) => caseId);
  const cases = await Promise.all(caseIds.map((caseId) => transaction.get(casesCollection(db).doc(caseId))));
  const write = async () => {
    if (caseIds.length === 0) return;
    const changedBy = { updatedBy: actorId, updatedAt: FieldValue.serverTimestamp() };
    transaction.update(propertiesCollection(db).doc(property.id), {
      caseIds: FieldValue.arrayRemove(...caseIds),
      ...Object.fromEntries(caseIds.map((caseId) => [`caseLinksByShare.${caseId}`, FieldValue.delete()])),
    });
    for (const snapshot of cases) {
      if (!snapshot.exists) continue;
      transaction.update(snapshot.ref, { propertyIds: FieldValue.arrayRemove(property.id), ...changedBy });
      await recordAudit(
        db,
        {
          actorId,
          action: 'case.propertyDisassociated',
          targetType: 'case',
          targetId: snapshot.id,
          details: { propertyId: property.id, shareEndedOf: uid },
        },
        { transaction },
      );
    }
  };
  return { caseIds, write };
}

/**
 * Shares a property with a user: `sharedWith`, `memberIds` and the audit entry change in one transaction, so the read
 * rules (which filter on memberIds), the share list and the log never disagree. Sharing again with the same user sets
 * the new level. Serves `POST /api/properties/share`.
 */
export async function shareProperty(db: Firestore, caller: RoleCaller, request: ShareRequest): Promise<void> {
  if (request.userId === caller.uid) throw DomainError.badRequest(errorsTexts.cannotShareWithSelf);
  const ended = await db.runTransaction(async (transaction) => {
    const { ref, property } = await propertyToShare(transaction, db, caller, request.propertyId);
    const target = await transaction.get(usersCollection(db).doc(request.userId));
    if (!target.exists) throw DomainError.notFound(errorsTexts.userNotFound);
    if (request.userId === property.ownerId) throw DomainError.badRequest(propertiesTexts.errors.cannotShareWithOwner);
    // Lowering a 'manage' share to 'view' ends what the 'manage' share allowed.
    const links =
      request.permissionLevel === 'view'
        ? await linksEndingWithShare(transaction, db, property, request.userId, caller.uid)
        : { caseIds: [], write: async () => {} };
    const sharedWith = { ...property.sharedWith, [request.userId]: request.permissionLevel };
    transaction.update(ref, sharingChanges(property, sharedWith, caller.uid));
    await links.write();
    const previousLevel = property.sharedWith[request.userId] ?? null;
    const details = { userId: request.userId, permissionLevel: request.permissionLevel, previousLevel };
    await recordAudit(
      db,
      { actorId: caller.uid, action: 'property.shared', targetType: 'property', targetId: ref.id, details },
      { transaction },
    );
    return links.caseIds;
  });
  await syncDocumentsOfCases(db, ended);
  if (ended.length > 0) await refreshSaleGates(db, request.propertyId);
}

/**
 * Removes the share and the membership and records it in one transaction. Removing a
 * share that does not exist changes nothing (and records nothing) and succeeds, so a repeated request is harmless.
 * Serves `DELETE /api/properties/share`.
 */
export async function unshareProperty(db: Firestore, caller: RoleCaller, request: UnshareRequest): Promise<void> {
  const ended = await db.runTransaction(async (transaction) => {
    const { ref, property } = await propertyToShare(transaction, db, caller, request.propertyId);
    if (request.userId === property.ownerId) throw DomainError.badRequest(propertiesTexts.errors.cannotUnshareOwner);
    if (!Object.hasOwn(property.sharedWith, request.userId)) return [];
    const links = await linksEndingWithShare(transaction, db, property, request.userId, caller.uid);
    const { [request.userId]: removedLevel, ...sharedWith } = property.sharedWith;
    transaction.update(ref, sharingChanges(property, sharedWith, caller.uid));
    await links.write();
    const details = { userId: request.userId, permissionLevel: removedLevel };
    await recordAudit(
      db,
      { actorId: caller.uid, action: 'property.unshared', targetType: 'property', targetId: ref.id, details },
      { transaction },
    );
    return links.caseIds;
  });
  await syncDocumentsOfCases(db, ended);
  if (ended.length > 0) await refreshSaleGates(db, request.propertyId);
}
