import {
  type AgentShowing,
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
  withBuyerDetails,
} from '@estatekey/domain';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { showingBuyersCollection, showingsCollection } from '../../lib/collections';
import type { RoleCaller } from '../../lib/caller';
import { getVisibleProperty } from '../properties/properties';

/*
 * A showing is two documents with one id: `showings/{id}`, which the property's owner reads too, and
 * `showingBuyers/{id}`, the buyer's contact and the agent's notes, which only the booking agent reads
 * (SHOWING_ACCESS.readBuyerDetails). Both are written and deleted in the same transaction; the agent's answers join them.
 */

export function toShowingResponse(showing: AgentShowing): ShowingResponse {
  return { ...showing, _id: showing.id };
}

/**
 * The caller's own showings with their buyer details, newest date first (spec part 2 §7).
 * Serves `GET /api/showings`.
 */
export async function listAgentShowings(db: Firestore, uid: string): Promise<AgentShowing[]> {
  // Sorted here rather than by the query, which would need a composite index (agentId, date, startTime).
  const [showings, buyers] = await Promise.all([
    showingsCollection(db).where('agentId', '==', uid).get(),
    showingBuyersCollection(db).where('agentId', '==', uid).get(),
  ]);
  const buyerOf = new Map(buyers.docs.map((doc) => [doc.id, doc.data()]));
  return sortShowingsNewestFirst(showings.docs.map((doc) => withBuyerDetails(doc.data(), buyerOf.get(doc.id))));
}

/** The two documents of a showing booked or moved by the caller: what the owner may read, and the buyer's part. */
function showingDocuments(request: ShowingRequest, fields: Omit<Showing, 'id' | 'createdAt' | 'updatedAt'>) {
  const { clientEmail, clientPhone, notes } = showingFormValues(request);
  return { showing: fields, buyer: { agentId: fields.agentId, clientEmail, clientPhone, notes } };
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
  const { date, startTime, endTime, clientName } = showingFormValues(request);
  // fullStartTime/fullEndTime are recomputed: the client's copies are never trusted.
  return showingDocuments(request, {
    date,
    startTime,
    endTime,
    clientName,
    ...showingFullTimes(request),
    agentId: caller.uid,
    propertyId: property.id,
    propertyAddress: formatPropertyLabel(property),
    ownerId: property.ownerId,
    memberIds: property.memberIds,
  });
}

/** The showing as its booking agent sees it, once written. */
async function readAgentShowing(db: Firestore, ref: DocumentReference<Showing>): Promise<AgentShowing> {
  const [showing, buyer] = await Promise.all([ref.get(), showingBuyersCollection(db).doc(ref.id).get()]);
  const stored = showing.data();
  if (!stored) throw DomainError.notFound(errorsTexts.showingNotFound);
  return withBuyerDetails(stored, buyer.data());
}

/** The caller's own showing inside `transaction`; anyone else's answers 404 as if it did not exist. */
async function ownShowing(transaction: Transaction, ref: DocumentReference<Showing>, caller: RoleCaller) {
  const showing = (await transaction.get(ref)).data();
  if (!showing || !canChangeShowing(caller.role, caller.uid, showing)) {
    throw DomainError.notFound(errorsTexts.showingNotFound);
  }
  return showing;
}

/** Books a showing of a property shared with the agent. Serves `POST /api/showings`. */
export async function bookShowing(db: Firestore, caller: RoleCaller, request: ShowingRequest): Promise<AgentShowing> {
  const ref = showingsCollection(db).doc();
  await db.runTransaction(async (transaction) => {
    const { showing, buyer } = await checkedShowingFields(db, transaction, caller, request);
    transaction.set(ref, { id: ref.id, ...showing, createdAt: FieldValue.serverTimestamp() });
    transaction.set(showingBuyersCollection(db).doc(ref.id), { id: ref.id, ...buyer });
  });
  return await readAgentShowing(db, ref);
}

/** Moves or edits the caller's own showing, with the same checks as booking. Serves `PUT /api/showings/{id}`. */
export async function moveShowing(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  request: ShowingRequest,
): Promise<AgentShowing> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    const { createdAt } = await ownShowing(transaction, ref, caller);
    const { showing, buyer } = await checkedShowingFields(db, transaction, caller, request, showingId);
    // Written whole, so a showing stored before the buyer details moved out keeps none of them.
    transaction.set(ref, { id: showingId, ...showing, createdAt, updatedAt: FieldValue.serverTimestamp() });
    transaction.set(showingBuyersCollection(db).doc(showingId), { id: showingId, ...buyer });
  });
  return await readAgentShowing(db, ref);
}

/** Cancelling deletes the caller's own showing (spec part 2 §4). Serves `DELETE /api/showings/{id}`. */
export async function cancelShowing(db: Firestore, caller: RoleCaller, showingId: string): Promise<void> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    await ownShowing(transaction, ref, caller);
    transaction.delete(ref);
    transaction.delete(showingBuyersCollection(db).doc(showingId));
  });
}
