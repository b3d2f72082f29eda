import { COLLECTIONS } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** A stored id list as strings; anything else reads as empty (a broken field is repaired, not refused). */
export function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const wanted = new Set(b);
  return a.length === b.length && a.every((uid) => wanted.has(uid));
}

/**
 * Recomputes, for each of `uids`, whether it reads at least one document of the case, from the documents as they are
 * now (one `limit(1)` query per user, index (caseId, readerIds contains)), inside a transaction with the case, and
 * sets the case's `readersWithDocuments` to the result; the other users on the list stay. Nothing is counted up or
 * down, so an event delivered twice or out of order ends in the same list. A missing case is left alone. Returns
 * whether the list changed.
 */
export async function refreshReadersWithDocuments(
  db: Firestore,
  caseId: string,
  uids: readonly string[],
): Promise<boolean> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return false;
  const caseRef = db.collection(COLLECTIONS.cases).doc(caseId);
  const ofCase = db.collection(COLLECTIONS.documents).where('caseId', '==', caseId);
  return db.runTransaction(async (transaction) => {
    const legalCase = await transaction.get(caseRef);
    if (!legalCase.exists) return false;
    const reads = await Promise.all(
      unique.map(async (uid) => {
        const found = await transaction.get(ofCase.where('readerIds', 'array-contains', uid).select().limit(1));
        return { uid, reads: !found.empty };
      }),
    );
    const current = idsOf(legalCase.get('readersWithDocuments'));
    const next = [
      ...current.filter((uid) => !unique.includes(uid)),
      ...reads.filter((read) => read.reads).map((read) => read.uid),
    ];
    if (sameSet(current, next) && Array.isArray(legalCase.get('readersWithDocuments'))) return false;
    transaction.update(caseRef, { readersWithDocuments: next });
    return true;
  });
}

/** The union of the documents' reader lists: what a case's `readersWithDocuments` should say (the repair's backfill). */
export function readersWithDocumentsOf(readerLists: readonly (readonly string[])[]): string[] {
  return [...new Set(readerLists.flat())].sort();
}

/** Sets the case's `readersWithDocuments` when it says otherwise; returns whether it changed. */
export async function backfillReadersWithDocuments(
  db: Firestore,
  caseId: string,
  stored: unknown,
  readers: readonly string[],
): Promise<boolean> {
  if (Array.isArray(stored) && sameSet(idsOf(stored), readers)) return false;
  await db
    .collection(COLLECTIONS.cases)
    .doc(caseId)
    .update({ readersWithDocuments: [...readers] });
  return true;
}
