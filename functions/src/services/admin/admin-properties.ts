import {
  adminTexts,
  type AdminPropertiesQuery,
  type AdminProperty,
  canChangeReviewStatus,
  DomainError,
  errorsTexts,
  fullName,
  normalizeSearchQuery,
  type Property,
  PROPERTY_REVIEW_STATUS_LABELS,
  propertyProgressPercent,
  type ReviewRequest,
  reviewTransitionMessage,
  SEARCH_RESULTS_LIMIT,
  type UserProfile,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { propertiesCollection, usersCollection } from '../../lib/collections';
import { readAdminPage } from './admin-pages';
import { recordAudit } from '../../lib/audit-log';
import { toPropertyResponse } from '../properties/properties';
import { getUserProfilesByIds } from '../accounts/users';

/** Owners whose name or e-mail starts with the search (the profiles' search tokens), at most one Firestore `in`. */
async function ownerIdsMatching(db: Firestore, search: string): Promise<string[]> {
  const owners = await usersCollection(db)
    .where('searchTokens', 'array-contains', normalizeSearchQuery(search))
    .select()
    .limit(SEARCH_RESULTS_LIMIT)
    .get();
  return owners.docs.map((owner) => owner.id);
}

function toAdminProperty(property: Property, owner: UserProfile | undefined): AdminProperty {
  return {
    ...toPropertyResponse(property),
    owner: owner ? { _id: owner.id, name: fullName(owner), email: owner.email } : null,
    progressPercent: propertyProgressPercent(property.statusData),
  };
}

/**
 * Every property newest first, with its owner and progress; filtered by review status
 * and/or by the owner's name or e-mail prefix.
 * Serves `GET /api/admin/properties`.
 */
export async function listPropertiesForAdmin(
  db: Firestore,
  query: AdminPropertiesQuery,
): Promise<{ properties: AdminProperty[]; nextPageToken: string | null }> {
  const collection = propertiesCollection(db);
  let filtered = collection.orderBy('createdAt', 'desc');
  if (query.status !== undefined) filtered = filtered.where('status', '==', query.status);
  if (query.query !== undefined) {
    const ownerIds = await ownerIdsMatching(db, query.query);
    if (ownerIds.length === 0) return { properties: [], nextPageToken: null };
    filtered = filtered.where('ownerId', 'in', ownerIds);
  }
  const page = await readAdminPage(collection, filtered, query);
  const properties = page.items;
  const ownersById = await getUserProfilesByIds(
    db,
    properties.map((property) => property.ownerId),
  );
  return {
    properties: properties.map((property) => toAdminProperty(property, ownersById.get(property.ownerId))),
    nextPageToken: page.nextPageToken,
  };
}

/**
 * Pending → reviewing → approved / rejected (a decided property may go back to
 * reviewing), with the reason of a rejection. The status change and its audit entry commit together; the property
 * trigger notifies the owner.
 * Serves `PUT /api/admin/properties/{id}/review`.
 */
export async function reviewProperty(
  db: Firestore,
  adminUid: string,
  propertyId: string,
  request: ReviewRequest,
): Promise<{ message: string; property: Property }> {
  const ref = propertiesCollection(db).doc(propertyId);
  await db.runTransaction(async (transaction) => {
    const property = (await transaction.get(ref)).data();
    if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
    if (!canChangeReviewStatus(property.status, request.status)) {
      throw DomainError.conflict(reviewTransitionMessage(property.status, request.status));
    }
    const reason = request.status === 'rejected' ? (request.reason ?? '') : null;
    transaction.update(ref, {
      status: request.status,
      reviewReason: reason ?? FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: adminUid,
    });
    await recordAudit(
      db,
      {
        actorId: adminUid,
        action: 'property.reviewStatusChanged',
        targetType: 'property',
        targetId: propertyId,
        details: { from: property.status, to: request.status, ...(reason !== null ? { reason } : {}) },
      },
      { transaction },
    );
  });
  const property = (await ref.get()).data();
  if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
  return { message: adminTexts.success.reviewUpdated(PROPERTY_REVIEW_STATUS_LABELS[property.status]), property };
}
