import {
  canBookShowing,
  canChangeShowing,
  DomainError,
  errorsTexts,
  findOverlappingShowing,
  formatPropertyLabel,
  type Showing,
  showingFormValues,
  showingFullTimes,
  type ShowingRequest,
  type ShowingResponse,
  sortShowingsNewestFirst,
} from '@estatekey/domain';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { showingsCollection } from '../lib/collections';
import type { RoleCaller } from './caller';
import { getVisibleProperty } from './properties';

export function toShowingResponse(showing: Showing): ShowingResponse {
  return { ...showing, _id: showing.id };
}

/** GET /api/showings: the caller's own showings, newest date first (spec part 2 §7). */
export async function listAgentShowings(db: Firestore, uid: string): Promise<Showing[]> {
  // Sorted here rather than by the query, which would need a composite index (agentId, date, startTime).
  const snapshot = await showingsCollection(db).where('agentId', '==', uid).get();
  return sortShowingsNewestFirst(snapshot.docs.map((doc) => doc.data()));
}

/**
 * The stored fields of a showing booked by `caller` from `request`, after checking inside `transaction` that the
 * property is shared with the caller (404 otherwise, so its existence does not leak) and that no other showing of
 * the property overlaps (409). The query read inside the transaction makes two concurrent bookings of one slot
 * conflict: Firestore retries the later one, which then sees the first and is refused.
 */
async function checkedShowingFields(
  db: Firestore,
  transaction: Transaction,
  caller: RoleCaller,
  request: ShowingRequest,
  editingId?: string,
) {
  const { property } = await getVisibleProperty(db, caller, request.propertyId, transaction);
  if (!canBookShowing({ role: caller.role, uid: caller.uid, property })) throw DomainError.forbidden();
  const sameDay = await transaction.get(
    showingsCollection(db).where('propertyId', '==', request.propertyId).where('date', '==', request.date),
  );
  const existing = sameDay.docs.map((doc) => doc.data());
  if (findOverlappingShowing({ ...request, id: editingId }, existing, editingId)) {
    throw DomainError.conflict(errorsTexts.showingOverlap);
  }
  // fullStartTime/fullEndTime are recomputed: the client's copies are never trusted.
  return {
    ...showingFormValues(request),
    ...showingFullTimes(request),
    agentId: caller.uid,
    propertyId: property.id,
    propertyAddress: formatPropertyLabel(property),
    ownerId: property.ownerId,
  };
}

async function readShowing(ref: DocumentReference<Showing>): Promise<Showing> {
  const showing = (await ref.get()).data();
  if (!showing) throw DomainError.notFound(errorsTexts.showingNotFound);
  return showing;
}

/** The caller's own showing inside `transaction`; anyone else's answers 404 as if it did not exist. */
async function ownShowing(transaction: Transaction, ref: DocumentReference<Showing>, caller: RoleCaller) {
  const showing = (await transaction.get(ref)).data();
  if (!showing || !canChangeShowing(caller.role, caller.uid, showing)) {
    throw DomainError.notFound(errorsTexts.showingNotFound);
  }
  return showing;
}

/** POST /api/showings: books a showing of a property shared with the agent. */
export async function bookShowing(db: Firestore, caller: RoleCaller, request: ShowingRequest): Promise<Showing> {
  const ref = showingsCollection(db).doc();
  await db.runTransaction(async (transaction) => {
    const fields = await checkedShowingFields(db, transaction, caller, request);
    transaction.set(ref, { id: ref.id, ...fields, createdAt: FieldValue.serverTimestamp() });
  });
  return await readShowing(ref);
}

/** PUT /api/showings/{id}: moves or edits the caller's own showing, with the same checks as booking. */
export async function moveShowing(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  request: ShowingRequest,
): Promise<Showing> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    await ownShowing(transaction, ref, caller);
    const fields = await checkedShowingFields(db, transaction, caller, request, showingId);
    transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
  });
  return await readShowing(ref);
}

/** DELETE /api/showings/{id}: cancelling deletes the caller's own showing (spec part 2 §4). */
export async function cancelShowing(db: Firestore, caller: RoleCaller, showingId: string): Promise<void> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    await ownShowing(transaction, ref, caller);
    transaction.delete(ref);
  });
}
