import {
  canManageProperty,
  canUpdateMilestone,
  canViewProperty,
  DomainError,
  errorsTexts,
  MILESTONE_KEYS,
  type MilestoneKey,
  SALE_GATED_MILESTONES,
  newPropertyFields,
  normalizePropertySubmission,
  notificationContentTexts,
  paths,
  type Property,
  type PropertyDetails,
  type PropertyForm,
  type PropertyResponse,
  type PropertySubmitRequest,
  type StatusDataPatch,
} from '@estatekey/domain';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { propertiesCollection } from '../../lib/collections';
import type { DocumentWriter } from '../../lib/mail';
import { addNotificationIn } from '../notifications/notifications';
import type { RoleCaller } from '../../lib/caller';
import { readSaleRecords, saleStateOf, saleToday } from '../sale/sale-records';

export function toPropertyResponse(property: Property): PropertyResponse {
  return { ...property, _id: property.id };
}

export { propertyMemberIds } from '@estatekey/domain';

/** 'address, city, state', the way notifications name a property. */
export function propertyAddressLine(property: Pick<Property, 'address' | 'city' | 'state'>): string {
  return [property.address, property.city, property.state].filter((part) => part.trim() !== '').join(', ');
}

/**
 * Adds a new property owned by `ownerId` to a batch or transaction (spec part 1 §3: review status pending, all 12
 * milestones Pending, shared with nobody) and returns its id. The onboarding completion reuses it for the property
 * the wizard describes, passing the wizard's answers as `details`.
 */
export function createPropertyIn(
  writer: DocumentWriter,
  db: Firestore,
  ownerId: string,
  form: PropertyForm,
  details?: PropertyDetails,
): string {
  const ref = propertiesCollection(db).doc();
  writer.set(ref, {
    id: ref.id,
    ownerId,
    ...newPropertyFields(form),
    sharedWith: {},
    memberIds: [ownerId],
    caseIds: [],
    caseLinksByShare: {},
    ...(details !== undefined ? { details } : {}),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: ownerId,
  });
  return ref.id;
}

async function readProperty(ref: DocumentReference<Property>): Promise<Property> {
  const property = (await ref.get()).data();
  if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
  return property;
}

/**
 * A signed-in user's property submission, in either of the spec's two shapes: the property, owned by the caller, and
 * a notification telling the owner it was submitted, written together. Serves `POST /api/properties/submit`.
 */
export async function submitPropertyForUser(
  db: Firestore,
  uid: string,
  body: PropertySubmitRequest,
): Promise<Property> {
  const form = normalizePropertySubmission(body);
  const batch = db.batch();
  const id = createPropertyIn(batch, db, uid, form);
  addNotificationIn(batch, db, uid, {
    ...notificationContentTexts.propertySubmitted(propertyAddressLine(form)),
    category: 'property',
    link: paths.submitProperty,
  });
  await batch.commit();
  return await readProperty(propertiesCollection(db).doc(id));
}

/** Every property the user owns or that is shared with her, newest first. */
export async function listMemberProperties(db: Firestore, uid: string): Promise<Property[]> {
  // Served by the (memberIds contains, createdAt desc) index of firestore.indexes.json.
  const snapshot = await propertiesCollection(db)
    .where('memberIds', 'array-contains', uid)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * The property, when the caller may see it. A property that does not exist and one the caller is not a member of
 * answer the same 404, so its existence does not leak.
 */
export function requireVisibleProperty(property: Property | undefined, caller: RoleCaller): Property {
  if (!property || !canViewProperty({ role: caller.role, uid: caller.uid, property })) {
    throw DomainError.notFound(errorsTexts.propertyNotFound);
  }
  return property;
}

/** Reads the property (inside `transaction` when given) and answers 404 unless the caller may see it. */
export async function getVisibleProperty(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  transaction?: Transaction,
): Promise<{ ref: DocumentReference<Property>; property: Property }> {
  const ref = propertiesCollection(db).doc(propertyId);
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  return { ref, property: requireVisibleProperty(snapshot.data(), caller) };
}

/**
 * Sets the given milestones when the caller may set every one of them (owner,
 * 'manage' share or admin, and the role's milestones of MILESTONE_EDITORS), the same decision the rules make for a
 * direct write. One refused key refuses the whole update.
 * Serves `PUT /api/properties/{id}/status`.
 */
export async function updatePropertyMilestones(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  patch: StatusDataPatch,
): Promise<Property> {
  const changes = MILESTONE_KEYS.flatMap((key) => {
    const status = patch[key];
    return status === undefined ? [] : [{ key, status }];
  });
  const ref = await db.runTransaction(async (transaction) => {
    const { ref: propertyRef, property } = await getVisibleProperty(db, caller, propertyId, transaction);
    const actor = { role: caller.role, uid: caller.uid, property };
    if (!changes.every(({ key }) => canUpdateMilestone(actor, key))) {
      throw DomainError.forbidden(errorsTexts.milestoneForbidden);
    }
    await refuseGatedSaleMilestones(db, transaction, property, changes, new Date());
    const update: Record<string, unknown> = { updatedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() };
    for (const { key, status } of changes) update[`statusData.${key}`] = status;
    transaction.update(propertyRef, update);
    return propertyRef;
  });
  return await readProperty(ref);
}

/**
 * The sale path gates the `offer` and `closed` milestones (domain SALE_GATED_MILESTONES): setting one Completed while
 * today's sale state refuses it answers 409 with the sale's reason, the decision firestore.rules make from the stored
 * `saleGates` for a direct write. A milestone already Completed stays as it is.
 */
async function refuseGatedSaleMilestones(
  db: Firestore,
  transaction: Transaction,
  property: Property,
  changes: readonly { key: MilestoneKey; status: string }[],
  now: Date,
): Promise<void> {
  const completing = changes.filter(
    ({ key, status }) =>
      status === 'Completed' && property.statusData[key] !== 'Completed' && key in SALE_GATED_MILESTONES,
  );
  if (completing.length === 0 || property.caseIds.length === 0) return;
  const today = saleToday(now);
  const records = await readSaleRecords(db, property.id, transaction);
  if (!records) return;
  const { gates } = saleStateOf(records, today);
  for (const { key } of completing) {
    const gate = key === 'offer' ? gates.offerMilestone : gates.close;
    if (!gate.allowed) throw DomainError.conflict(gate.reason);
  }
}

/**
 * The Properties page's Edit. The owner, a 'manage' share or an admin may change what the
 * submission form holds; milestones, review status and shares keep their own paths.
 * Serves `PUT /api/properties/{id}`.
 */
export async function updatePropertyDetails(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  form: PropertyForm,
): Promise<Property> {
  const ref = await db.runTransaction(async (transaction) => {
    const { ref: propertyRef, property } = await getVisibleProperty(db, caller, propertyId, transaction);
    if (!canManageProperty({ role: caller.role, uid: caller.uid, property })) throw DomainError.forbidden();
    transaction.update(propertyRef, {
      ...form,
      updatedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return propertyRef;
  });
  return await readProperty(ref);
}
