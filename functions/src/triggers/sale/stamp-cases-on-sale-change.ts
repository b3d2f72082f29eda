import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { casesCollection } from '../../lib/collections';
import type { DocumentChangeEvent } from '../event-document';

/** What the sale path is computed from on the property: its server-kept sale fields and the milestones. */
const SALE_FIELDS = ['saleUpdatedAt', 'saleAuthority', 'saleHearing', 'saleGates', 'statusData'] as const;

function caseIdsOf(snapshot: DocumentSnapshot): string[] {
  const caseIds = snapshot.get('caseIds') as unknown;
  return Array.isArray(caseIds) ? caseIds.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * `properties/{id}` updated: when anything the sale path is computed from changed, each linked case gets
 * `saleUpdatedAt` stamped. The case's attorney and client read the case but need not be members of the property, so
 * the stamp is what tells their open sale path to load again. Every writer passes through here (the sale routes, the
 * read path's and the daily job's gate refresh, a member's milestone write). A replay stamps again, which only reloads
 * the path once more. Returns how many cases were stamped.
 */
export async function stampCasesOnSaleChange(event: DocumentChangeEvent): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  if (SALE_FIELDS.every((field) => isDeepStrictEqual(before.get(field), after.get(field)))) return 0;
  const caseIds = caseIdsOf(after);
  if (caseIds.length === 0) return 0;
  const db = after.ref.firestore;
  const cases = await db.getAll(...caseIds.map((caseId) => casesCollection(db).doc(caseId)));
  const existing = cases.filter((snapshot) => snapshot.exists);
  if (existing.length === 0) return 0;
  const batch = db.batch();
  for (const snapshot of existing) batch.update(snapshot.ref, { saleUpdatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return existing.length;
}
