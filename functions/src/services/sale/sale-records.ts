import {
  type Case,
  type Property,
  saleAuthorityFromStored,
  type SaleGates,
  saleGates,
  saleHearingFromStored,
  saleOfferFromStored,
  saleState,
  type SaleState,
  type SaleStateInput,
  serverTodayIsoDate,
  type StoredOffer,
} from '@estatekey/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { casesCollection, propertiesCollection, propertyOffersCollection } from '../../lib/collections';

/**
 * The facts of one property's sale as stored (domain sale-storage.ts): the property with its server-written
 * `saleAuthority`, `saleHearing`, `saleGates` and `saleAttorneyIds`, its linked cases and its offers. Read inside a
 * transaction when one is given, so a write that follows judges what it read.
 */
export interface SaleRecords {
  readonly ref: DocumentReference<Property>;
  readonly property: Property;
  readonly cases: readonly Case[];
  readonly offers: readonly StoredOffer[];
}

/** The server's day (YYYY-MM-DD) at `now`; callers pass `now` so tests and the schedule fix the clock. */
export function saleToday(now: Date): string {
  return serverTodayIsoDate(now);
}

/** The property's sale records, or undefined when the property does not exist. */
export async function readSaleRecords(
  db: Firestore,
  propertyId: string,
  transaction?: Transaction,
): Promise<SaleRecords | undefined> {
  const ref = propertiesCollection(db).doc(propertyId);
  const property = (transaction ? await transaction.get(ref) : await ref.get()).data();
  if (!property) return undefined;
  const caseRefs = property.caseIds.map((caseId) => casesCollection(db).doc(caseId));
  const offersQuery = propertyOffersCollection(db, propertyId);
  const [caseSnapshots, offerSnapshot] = await Promise.all([
    caseRefs.length === 0 ? [] : transaction ? transaction.getAll(...caseRefs) : db.getAll(...caseRefs),
    transaction ? transaction.get(offersQuery) : offersQuery.get(),
  ]);
  const cases = caseSnapshots.map((snapshot) => snapshot.data()).filter((found): found is Case => found !== undefined);
  const offers = offerSnapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { ref, property, cases, offers };
}

/** Every party of the sale: the owner, the shares, and the attorney and client of each linked case. */
export function saleParties(records: Pick<SaleRecords, 'property' | 'cases'>): string[] {
  const { property, cases } = records;
  const parties = [property.ownerId, ...Object.keys(property.sharedWith)];
  for (const legalCase of cases) {
    parties.push(legalCase.attorneyId);
    if (legalCase.clientId) parties.push(legalCase.clientId);
  }
  return [...new Set(parties)];
}

/**
 * What the domain's step machine reads. The sale counts as closed from today once the `closed` milestone is Completed
 * (the property keeps no closing date).
 */
export function saleStateInputOf(
  records: Pick<SaleRecords, 'property' | 'cases' | 'offers'>,
  today: string,
): SaleStateInput {
  const { property, cases, offers } = records;
  return {
    caseLinked: cases.length > 0,
    authority: property.saleAuthority ? saleAuthorityFromStored(property.saleAuthority) : null,
    hearing: property.saleHearing ? saleHearingFromStored(property.saleHearing) : null,
    offers: offers.map(saleOfferFromStored),
    closedOn: property.statusData.closed === 'Completed' ? today : null,
  };
}

export function saleStateOf(records: Pick<SaleRecords, 'property' | 'cases' | 'offers'>, today: string): SaleState {
  return saleState(saleStateInputOf(records, today), today);
}

/** The server-kept fields the rules read: the gates (null for an ordinary sale) and who reads the offers. */
export interface SaleGateFields {
  readonly saleGates: SaleGates | null;
  readonly saleAttorneyIds: string[];
}

export function saleGateFieldsOf(records: Pick<SaleRecords, 'property' | 'cases' | 'offers'>, today: string) {
  const state = saleStateOf(records, today);
  const fields: SaleGateFields = {
    saleGates: state.ordinarySale ? null : saleGates(state),
    saleAttorneyIds: [...new Set(records.cases.map((legalCase) => legalCase.attorneyId))].sort(),
  };
  return { state, fields };
}

/** Whether the stored fields differ from `fields` (absent gates count as null, absent attorneys as none). */
export function saleGateFieldsChanged(property: Property, fields: SaleGateFields): boolean {
  const stored = property.saleGates ?? null;
  const gatesDiffer =
    (stored === null) !== (fields.saleGates === null) ||
    (stored !== null &&
      fields.saleGates !== null &&
      (stored.offerMilestoneAllowed !== fields.saleGates.offerMilestoneAllowed ||
        stored.closeMilestoneAllowed !== fields.saleGates.closeMilestoneAllowed));
  const attorneys = [...(property.saleAttorneyIds ?? [])].sort();
  return gatesDiffer || attorneys.join(',') !== fields.saleAttorneyIds.join(',');
}

/**
 * Recomputes the property's `saleGates` and `saleAttorneyIds` and writes them when they changed: after a case is
 * linked or unlinked, and daily for sales whose notice period may have ended. Resolves to whether it wrote.
 */
export async function refreshSaleGates(db: Firestore, propertyId: string, now: Date = new Date()): Promise<boolean> {
  const today = saleToday(now);
  return await db.runTransaction(async (transaction) => {
    const records = await readSaleRecords(db, propertyId, transaction);
    if (!records) return false;
    const { fields } = saleGateFieldsOf(records, today);
    if (!saleGateFieldsChanged(records.property, fields)) return false;
    transaction.update(records.ref, { ...fields });
    return true;
  });
}

/**
 * The daily job: every property whose sale still holds the `offer` milestone (an accepted offer waiting out its notice
 * period among them) is recomputed, so a notice period ends by itself. Resolves to how many properties changed.
 */
export async function refreshPendingSaleGates(db: Firestore, now: Date): Promise<number> {
  const pending = await propertiesCollection(db).where('saleGates.offerMilestoneAllowed', '==', false).get();
  let changed = 0;
  for (const doc of pending.docs) {
    if (await refreshSaleGates(db, doc.id, now)) changed += 1;
  }
  return changed;
}
