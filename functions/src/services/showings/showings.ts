import {
  apiTexts,
  type AgentShowing,
  type ListPageQuery,
  brokenSettingsRule,
  canBookShowing,
  canChangeShowing,
  canDecideShowing,
  canGiveFeedback,
  canTransitionShowing,
  DomainError,
  errorsTexts,
  findOverlappingShowing,
  holdsSlot,
  initialShowingStatus,
  type ShowingApprovalStatus,
  type ShowingBuyer,
  type ShowingDecisionRequest,
  type ShowingFeedbackRequest,
  showingHasEnded,
  showingsTexts,
  slotRuleMessage,
  statusOfDecision,
  formatPropertyLabel,
  type Showing,
  showingFormValues,
  showingFullTimes,
  type ShowingRequest,
  type ShowingResponse,
  withBuyerDetails,
} from '@estatekey/domain';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { propertiesCollection, showingBuyersCollection, showingsCollection } from '../../lib/collections';
import type { RoleCaller } from '../../lib/caller';
import { getVisibleProperty } from '../properties/properties';
import { readShowingSettings } from './showing-settings';

/*
 * A showing is two documents with one id: `showings/{id}`, which the property's owner reads too, and
 * `showingBuyers/{id}`, the buyer's contact and the agent's notes, which only the booking agent reads
 * (SHOWING_ACCESS.readBuyerDetails). Both are written and deleted in the same transaction; the agent's answers join them.
 */

export function toShowingResponse(showing: AgentShowing): ShowingResponse {
  return { ...showing, _id: showing.id };
}

/**
 * The caller's own showings with their buyer details, newest date first (spec part 2 §7): all of them, or at
 * most `page.limit`, after the showing `page.after` (400 when that is not one of the caller's). A paging client reads
 * only its page's showings and buyers, however many the agent has booked. Serves `GET /api/showings`.
 */
export async function listAgentShowings(db: Firestore, uid: string, page: ListPageQuery): Promise<AgentShowing[]> {
  let query = showingsCollection(db)
    .where('agentId', '==', uid)
    .orderBy('fullStartTime', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (page.after !== undefined) {
    const after = await showingsCollection(db).doc(page.after).get();
    if (after.data()?.agentId !== uid) {
      const message = apiTexts.unknownAfter;
      throw DomainError.badRequest(message, [{ path: 'query.after', message }]);
    }
    query = query.startAfter(after);
  }
  const showings = (await (page.limit === undefined ? query : query.limit(page.limit)).get()).docs.map((doc) =>
    doc.data(),
  );
  if (showings.length === 0) return [];
  // The references carry the buyer converter, which parses each document; getAll's typing just does not say so.
  const buyers = await db.getAll(...showings.map((showing) => showingBuyersCollection(db).doc(showing.id)));
  const buyerOf = new Map(
    buyers
      .map((snapshot) => snapshot.data())
      .filter((buyer): buyer is ShowingBuyer => buyer !== undefined)
      .map((buyer) => [buyer.id, buyer] as const),
  );
  return showings.map((showing) => withBuyerDetails(showing, buyerOf.get(showing.id)));
}

/** The two documents of a showing booked or moved by the caller: what the owner may read, and the buyer's part. */
type BookedFields = Pick<
  Showing,
  | 'agentId'
  | 'propertyId'
  | 'propertyAddress'
  | 'ownerId'
  | 'memberIds'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'fullStartTime'
  | 'fullEndTime'
  | 'clientName'
  | 'status'
>;

function showingDocuments(request: ShowingRequest, fields: BookedFields) {
  const { clientEmail, clientPhone, notes } = showingFormValues(request);
  const { agentId, date, fullStartTime } = fields;
  return { showing: fields, buyer: { agentId, date, fullStartTime, clientEmail, clientPhone, notes } };
}

/**
 * The stored fields of a showing booked by `caller` from `request`, after checking inside `transaction` that the
 * property is shared with the caller (404 otherwise, so its existence does not leak), that the slot keeps the
 * property's showing settings (minimum notice, blocked times: 409 naming the rule) and that no other requested or
 * confirmed showing of the property overlaps (409). The query read inside the transaction makes two concurrent
 * bookings of one slot conflict: Firestore retries the later one, which then sees the first and is refused. Under
 * owner approval the showing is `requested`, else `confirmed`.
 */
async function checkedShowingFields(
  db: Firestore,
  transaction: Transaction,
  caller: RoleCaller,
  request: ShowingRequest,
  now: Date,
  editingId?: string,
) {
  // The three reads are independent: one round trip, so the transaction holds its reads for as short as it can. The
  // read set is the property, its settings and that property's showings of that day: only a booking of the same
  // property and day (or a change of the property or its settings) conflicts with it.
  const [{ property }, settings, sameDay] = await Promise.all([
    getVisibleProperty(db, caller, request.propertyId, transaction),
    readShowingSettings(db, request.propertyId, transaction),
    transaction.get(
      showingsCollection(db).where('propertyId', '==', request.propertyId).where('date', '==', request.date),
    ),
  ]);
  if (!canBookShowing({ role: caller.role, uid: caller.uid, property })) throw DomainError.forbidden();
  const broken = brokenSettingsRule(request, settings, now);
  if (broken) throw DomainError.conflict(slotRuleMessage(broken, settings));
  const existing = sameDay.docs.map((doc) => doc.data()).filter(holdsSlot);
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
    status: initialShowingStatus(settings.approvalMode),
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
export async function bookShowing(
  db: Firestore,
  caller: RoleCaller,
  request: ShowingRequest,
  now: Date,
): Promise<AgentShowing> {
  const ref = showingsCollection(db).doc();
  await db.runTransaction(async (transaction) => {
    const { showing, buyer } = await checkedShowingFields(db, transaction, caller, request, now);
    transaction.set(ref, { id: ref.id, ...showing, feedbackRequestCount: 0, createdAt: FieldValue.serverTimestamp() });
    transaction.set(showingBuyersCollection(db).doc(ref.id), { id: ref.id, ...buyer });
  });
  return await readAgentShowing(db, ref);
}

/**
 * Moves or edits the caller's own showing, with the same checks as booking; under owner approval the moved showing
 * is requested again. Serves `PUT /api/showings/{id}`.
 */
export async function moveShowing(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  request: ShowingRequest,
  now: Date,
): Promise<AgentShowing> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    const { createdAt, feedbackRequestCount } = await ownShowing(transaction, ref, caller);
    const { showing, buyer } = await checkedShowingFields(db, transaction, caller, request, now, showingId);
    // Written whole, so a showing stored before the buyer details moved out keeps none of them.
    transaction.set(ref, {
      id: showingId,
      ...showing,
      feedbackRequestCount,
      createdAt,
      updatedAt: FieldValue.serverTimestamp(),
    });
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

/**
 * The showing and its property when the caller may decide on it (owner, 'manage' share, admin); a showing the caller
 * cannot read answers 404, one they read but may not decide 403.
 */
async function decidableShowing(db: Firestore, transaction: Transaction, caller: RoleCaller, showingId: string) {
  const ref = showingsCollection(db).doc(showingId);
  const showing = (await transaction.get(ref)).data();
  const property = showing && (await transaction.get(propertiesCollection(db).doc(showing.propertyId))).data();
  if (!showing || !property) throw DomainError.notFound(errorsTexts.showingNotFound);
  const actor = { role: caller.role, uid: caller.uid, property };
  if (!canDecideShowing(actor)) {
    const reads = caller.role === 'Admin' || showing.agentId === caller.uid || property.memberIds.includes(caller.uid);
    throw reads ? DomainError.forbidden() : DomainError.notFound(errorsTexts.showingNotFound);
  }
  return { ref, showing };
}

/**
 * Confirms or declines a requested showing (409 for any other status). Serves `PUT /api/showings/{id}/decision`;
 * the showing trigger tells its agent.
 */
export async function decideShowing(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  request: ShowingDecisionRequest,
): Promise<ShowingApprovalStatus> {
  const status = statusOfDecision(request.decision);
  await db.runTransaction(async (transaction) => {
    const { ref, showing } = await decidableShowing(db, transaction, caller, showingId);
    if (!canTransitionShowing(showing.status, status) || showing.status !== 'requested') {
      throw DomainError.conflict(showingsTexts.decision.notRequested);
    }
    transaction.update(ref, {
      status,
      ...(status === 'declined' && request.reason ? { decisionReason: request.reason } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return status;
}

/**
 * The booking agent's feedback on a confirmed showing that has ended (409 before it ends, or when it was never
 * confirmed); given again, it replaces the earlier one. Serves `PUT /api/showings/{id}/feedback`.
 */
export async function giveShowingFeedback(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  feedback: ShowingFeedbackRequest,
  now: Date,
): Promise<void> {
  const ref = showingsCollection(db).doc(showingId);
  await db.runTransaction(async (transaction) => {
    const showing = (await transaction.get(ref)).data();
    if (!showing || !canGiveFeedback(caller.role, caller.uid, showing)) {
      throw DomainError.notFound(errorsTexts.showingNotFound);
    }
    if (showing.status !== 'confirmed' || !showingHasEnded(showing, now)) {
      throw DomainError.conflict(showingsTexts.feedback.notEnded);
    }
    transaction.update(ref, { feedback, updatedAt: FieldValue.serverTimestamp() });
  });
}
