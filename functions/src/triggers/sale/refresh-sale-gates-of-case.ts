import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { refreshSaleGates } from '../../services/sale/sale-records';
import type { DocumentChangeEvent } from '../event-document';

function propertyIdsOf(snapshot: DocumentSnapshot): string[] {
  const ids = snapshot.get('propertyIds') as unknown;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * `cases/{id}` updated: when its attorney or its properties change, the sale gates and offer readers
 * (`saleAttorneyIds`) of every property before and after are recomputed, so a reassigned attorney reads the offers
 * and the previous one no longer does, whoever wrote the case. Recomputed from the current state, so replays end the
 * same. Returns how many properties changed.
 */
export async function refreshSaleGatesOnCaseUpdated(
  event: DocumentChangeEvent,
  now: Date = new Date(),
): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  const relevant = ['attorneyId', 'propertyIds'].some(
    (field) => !isDeepStrictEqual(before.get(field), after.get(field)),
  );
  if (!relevant) return 0;
  const db = after.ref.firestore;
  let changed = 0;
  for (const propertyId of new Set([...propertyIdsOf(before), ...propertyIdsOf(after)])) {
    if (await refreshSaleGates(db, propertyId, now)) changed += 1;
  }
  return changed;
}

/**
 * `cases/{id}` deleted: the properties it was linked to lose its gates and its attorney as an offer reader (the sale
 * records read only the cases that still exist), so a property left without a case is an ordinary sale again.
 * Returns how many properties changed.
 */
export async function refreshSaleGatesOnCaseDeleted(
  event: { readonly data?: DocumentSnapshot | undefined },
  now: Date = new Date(),
): Promise<number> {
  if (!event.data) return 0;
  const db = event.data.ref.firestore;
  let changed = 0;
  for (const propertyId of new Set(propertyIdsOf(event.data))) {
    if (await refreshSaleGates(db, propertyId, now)) changed += 1;
  }
  return changed;
}
