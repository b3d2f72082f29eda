import {
  acceptOfferGate,
  canChangeOfferStatus,
  canOnSale,
  DEFAULT_SALE_PRESET,
  DomainError,
  dollarsToCents,
  errorsTexts,
  hearingOutcomeProblem,
  type OfferRequest,
  type OfferStatusUpdateRequest,
  type OfferStatusUpdateResponse,
  paths,
  type SaleAction,
  saleAuthorityFromStored,
  type SaleAuthorityRequest,
  saleHearingFromStored,
  type SaleHearingRequest,
  saleOfferFromStored,
  type SaleObjectionRequest,
  type SaleResponse,
  saleTexts,
  storedOfferTermsOf,
  storedSaleAuthorityOf,
  storedSaleHearingOf,
  type StoredOffer,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { type AuditEntry, recordAudit } from '../../lib/audit-log';
import type { RoleCaller } from '../../lib/caller';
import { propertyOffersCollection } from '../../lib/collections';
import { addNotificationIn } from '../notifications/notifications';
import { propertyAddressLine } from '../properties/properties';
import {
  readSaleRecords,
  saleGateFieldsChanged,
  saleGateFieldsOf,
  saleParties,
  saleStateInputOf,
  saleToday,
  type SaleRecords,
} from './sale-records';

/**
 * The court-supervised sale's paths (domain sale-routes.ts). Who may do what is SALE_ACCESS: a caller who may not
 * even view the sale gets the same 404 as for a missing property, so its existence does not leak; one who views it
 * but may not take the action gets 403. Every write recomputes the property's `saleGates` in the same transaction and
 * writes its audit entry there too. `now` is the clock (tests fix it).
 */

function requireSaleAccess(records: SaleRecords | undefined, caller: RoleCaller, action: SaleAction): SaleRecords {
  if (!records) throw DomainError.notFound(errorsTexts.propertyNotFound);
  const actor = { role: caller.role, uid: caller.uid, property: records.property };
  if (!canOnSale('view', actor, records.cases)) throw DomainError.notFound(errorsTexts.propertyNotFound);
  if (!canOnSale(action, actor, records.cases)) throw DomainError.forbidden();
  return records;
}

/** The authority, objections and hearing belong to a court: without a linked case there is none to record. */
function requireLinkedCase(records: SaleRecords): void {
  if (records.cases.length === 0) throw DomainError.conflict(saleTexts.server.noCaseLinked);
}

function notifyParties(
  transaction: Transaction,
  db: Firestore,
  records: SaleRecords,
  content: { title: string; message: string },
): void {
  for (const uid of saleParties(records)) {
    addNotificationIn(transaction, db, uid, { ...content, category: 'property', link: paths.property(records.ref.id) });
  }
}

/**
 * Writes `changes` to the property with the gates recomputed from the records as they will be, and stamps
 * `saleUpdatedAt`: an offer lives in its own document, so the stamp is what tells a live property reader to load the
 * sale path again.
 */
function writeSale(
  transaction: Transaction,
  caller: RoleCaller,
  records: SaleRecords,
  today: string,
  changes: Partial<Pick<SaleRecords['property'], 'saleAuthority' | 'saleHearing'>> = {},
) {
  const next = { ...records, property: { ...records.property, ...changes } };
  const { state, fields } = saleGateFieldsOf(next, today);
  transaction.update(next.ref, {
    ...changes,
    ...fields,
    saleUpdatedAt: FieldValue.serverTimestamp(),
    updatedBy: caller.uid,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return state;
}

/**
 * The sale path for the property's members and the linked cases' attorney and client. When the stored gates differ
 * from today's (a notice period ended), they are written, so nobody waits for the daily job.
 * Serves `GET /api/properties/{id}/sale`.
 */
export async function getSale(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  now: Date = new Date(),
): Promise<SaleResponse> {
  const today = saleToday(now);
  const records = requireSaleAccess(await readSaleRecords(db, propertyId), caller, 'view');
  const { state, fields } = saleGateFieldsOf(records, today);
  if (saleGateFieldsChanged(records.property, fields)) await records.ref.update({ ...fields });
  const { property } = records;
  return {
    authority: property.saleAuthority && !state.ordinarySale ? saleAuthorityFromStored(property.saleAuthority) : null,
    steps: [...state.steps],
    offers: records.offers.map((stored) => ({
      ...saleOfferFromStored(stored),
      ...(stored.id === state.acceptedOfferId && state.acceptedOutcome ? { outcome: state.acceptedOutcome } : {}),
    })),
    hearing: property.saleHearing ? saleHearingFromStored(property.saleHearing) : null,
    gates: state.gates,
    ...(state.minimumOverbid !== undefined ? { minimumOverbid: state.minimumOverbid } : {}),
    acceptOutcome: state.acceptOutcome,
    lettersWarning: state.lettersWarning,
  };
}

interface SaleChange<T> {
  readonly result: T;
  /** What the audit entry records; it is written in the change's transaction. */
  readonly audit: Pick<AuditEntry, 'action' | 'details'>;
}

/**
 * One change of the sale path, in a transaction: the caller's access is checked (the authority, objections and
 * hearing also need a linked case), then `change` writes, and its audit entry is written with it.
 */
async function changeSale<T>(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  access: Exclude<SaleAction, 'view'>,
  change: (records: SaleRecords, transaction: Transaction) => SaleChange<T>,
): Promise<T> {
  return await db.runTransaction(async (transaction) => {
    const records = requireSaleAccess(await readSaleRecords(db, propertyId, transaction), caller, access);
    if (access === 'manageAuthority') requireLinkedCase(records);
    const { result, audit } = change(records, transaction);
    await recordAudit(
      db,
      { actorId: caller.uid, targetType: 'property', targetId: propertyId, ...audit },
      { transaction },
    );
    return result;
  });
}

/**
 * Sets the preset and its dates (the attorney of a linked case, or an admin), keeping the objections on file.
 * Serves `PUT /api/properties/{id}/sale-authority`.
 */
export async function setSaleAuthority(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  body: SaleAuthorityRequest,
  now: Date = new Date(),
): Promise<void> {
  const today = saleToday(now);
  await changeSale(db, caller, propertyId, 'manageAuthority', (records, transaction) => {
    const saleAuthority = storedSaleAuthorityOf(body, records.property.saleAuthority?.objections ?? []);
    writeSale(transaction, caller, records, today, { saleAuthority });
    return { result: undefined, audit: { action: 'property.saleAuthoritySet', details: { ...body } } };
  });
}

/**
 * Records an objection to the Notice of Proposed Action; under IAEA it moves the sale to court confirmation. Every
 * party is notified. Serves `POST /api/properties/{id}/sale-authority/objections`.
 */
export async function recordSaleObjection(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  body: SaleObjectionRequest,
  now: Date = new Date(),
): Promise<void> {
  const today = saleToday(now);
  await changeSale(db, caller, propertyId, 'manageAuthority', (records, transaction) => {
    const current = records.property.saleAuthority ?? { preset: undefined, lettersIssuedOn: null, objections: [] };
    const objection = {
      objectorName: body.objectorName,
      receivedOn: body.receivedOn,
      ...(body.note ? { note: body.note } : {}),
    };
    const saleAuthority = {
      ...current,
      preset: current.preset ?? DEFAULT_SALE_PRESET,
      objections: [...current.objections, objection],
    };
    writeSale(transaction, caller, records, today, { saleAuthority });
    notifyParties(
      transaction,
      db,
      records,
      saleTexts.notifications.objectionRecorded(propertyAddressLine(records.property), body.objectorName),
    );
    return { result: undefined, audit: { action: 'property.saleObjectionRecorded', details: { ...objection } } };
  });
}

/**
 * Sets the confirmation hearing and, once held, its outcome: an outcome the sale path cannot take (no hearing on the
 * path, no accepted offer, an overbid under the minimum) answers 400 with the reason. An outcome notifies every party.
 * Serves `PUT /api/properties/{id}/sale-hearing`.
 */
export async function setSaleHearing(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  body: SaleHearingRequest,
  now: Date = new Date(),
): Promise<void> {
  const today = saleToday(now);
  await changeSale(db, caller, propertyId, 'manageAuthority', (records, transaction) => {
    const problem = hearingOutcomeProblem(saleStateInputOf(records, today), today, body);
    if (problem !== null) {
      const path = body.outcome === 'confirmed-to-overbidder' ? 'body.confirmedPrice' : 'body.outcome';
      throw DomainError.badRequest(problem, [{ path, message: problem }]);
    }
    writeSale(transaction, caller, records, today, { saleHearing: storedSaleHearingOf(body) });
    if (body.outcome !== undefined) {
      notifyParties(
        transaction,
        db,
        records,
        saleTexts.notifications.hearingOutcome(
          propertyAddressLine(records.property),
          saleTexts.hearingOutcomes[body.outcome],
        ),
      );
    }
    return { result: undefined, audit: { action: 'property.saleHearingSet', details: { ...body } } };
  });
}

/**
 * Records an offer (the owner, an agent with a 'manage' share, the linked case's attorney), status 'received'.
 * Serves `POST /api/properties/{id}/offers`.
 */
export async function createOffer(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  body: OfferRequest,
  now: Date = new Date(),
): Promise<string> {
  const today = saleToday(now);
  return await changeSale(db, caller, propertyId, 'manageOffers', (records, transaction) => {
    const ref = propertyOffersCollection(db, propertyId).doc();
    const offer: StoredOffer = {
      id: ref.id,
      propertyId,
      ...storedOfferTermsOf(body),
      createdBy: caller.uid,
      createdAt: now,
      updatedAt: now,
      updatedBy: caller.uid,
    };
    writeSale(transaction, caller, { ...records, offers: [...records.offers, offer] }, today);
    transaction.create(ref, {
      ...offer,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    } as unknown as StoredOffer);
    return {
      result: ref.id,
      audit: {
        action: 'property.offerCreated',
        details: { offerId: ref.id, buyerName: body.buyerName, amount: body.amount },
      },
    };
  });
}

/**
 * Answers an offer: a status it may not move to, or an acceptance the sale path refuses (letters not on file, under
 * 90 % of a current appraisal, another offer accepted), answers 409 with the reason. Accepting answers what the
 * authority makes of it and notifies every party. Serves `PUT /api/properties/{id}/offers/{offerId}`.
 */
export async function updateOfferStatus(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  offerId: string,
  body: OfferStatusUpdateRequest,
  now: Date = new Date(),
): Promise<OfferStatusUpdateResponse> {
  const today = saleToday(now);
  return await changeSale(db, caller, propertyId, 'manageOffers', (records, transaction) => {
    const offer = records.offers.find((entry) => entry.id === offerId);
    if (!offer) throw DomainError.notFound(saleTexts.server.offerNotFound);
    if (!canChangeOfferStatus(offer.status, body.status)) {
      throw DomainError.conflict(
        saleTexts.reasons.statusChangeNotAllowed(
          saleTexts.offerStatuses[offer.status].toLowerCase(),
          saleTexts.offerStatuses[body.status].toLowerCase(),
        ),
      );
    }
    const accepting = body.status === 'accepted';
    if (accepting) {
      const gate = acceptOfferGate(saleStateInputOf(records, today), today, saleOfferFromStored(offer));
      if (!gate.allowed) throw DomainError.conflict(gate.reason);
    }
    const changes = {
      status: body.status,
      ...(body.counterAmount !== undefined ? { counterAmountCents: dollarsToCents(body.counterAmount) } : {}),
      ...(accepting ? { acceptedOn: today } : {}),
    };
    const updated: StoredOffer = { ...offer, ...changes };
    const next = { ...records, offers: records.offers.map((entry) => (entry.id === offerId ? updated : entry)) };
    const state = writeSale(transaction, caller, next, today);
    transaction.update(propertyOffersCollection(db, propertyId).doc(offerId), {
      ...changes,
      updatedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const outcome = accepting ? (state.acceptedOutcome ?? 'accepted') : null;
    if (outcome !== null) {
      notifyParties(
        transaction,
        db,
        records,
        saleTexts.notifications.offerAccepted(
          propertyAddressLine(records.property),
          offer.buyerName,
          saleTexts.acceptedOutcomes[outcome],
        ),
      );
    }
    return {
      result: { status: outcome ?? body.status },
      audit: {
        action: 'property.offerStatusChanged',
        details: { offerId, from: offer.status, to: body.status, ...(outcome ? { outcome } : {}) },
      },
    };
  });
}
