import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentChangeEvent } from '../event-document';
import { idsOf, refreshReadersWithDocuments } from '../../services/documents/cases-with-documents';

export type DocumentWrittenEvent = DocumentChangeEvent;

function caseIdOf(snapshot: DocumentSnapshot): string | null {
  const caseId = snapshot.exists ? (snapshot.get('caseId') as unknown) : null;
  return typeof caseId === 'string' && caseId !== '' ? caseId : null;
}

function readersOf(snapshot: DocumentSnapshot): string[] {
  return snapshot.exists ? idsOf(snapshot.get('readerIds')) : [];
}

/**
 * `documents/{id}` written (created, updated, deleted): when its case or reader list changed, each case it was or is
 * filed under gets `readersWithDocuments` recomputed for the readers before and after (refreshReadersWithDocuments),
 * which GET /api/documents/stats counts. Recomputed from the documents as they are, never counted up or down, so a
 * replayed or late event leaves the right list. Returns how many cases changed.
 */
export async function countCasesWithDocuments(event: DocumentWrittenEvent): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  const [caseBefore, caseAfter] = [caseIdOf(before), caseIdOf(after)];
  const [readersBefore, readersAfter] = [readersOf(before), readersOf(after)];
  if (
    before.exists === after.exists &&
    caseBefore === caseAfter &&
    isDeepStrictEqual([...readersBefore].sort(), [...readersAfter].sort())
  ) {
    return 0;
  }
  const db = after.ref.firestore;
  const readersByCase = new Map<string, string[]>();
  if (caseBefore !== null) readersByCase.set(caseBefore, readersBefore);
  if (caseAfter !== null) readersByCase.set(caseAfter, [...(readersByCase.get(caseAfter) ?? []), ...readersAfter]);
  let changed = 0;
  for (const [caseId, uids] of readersByCase) {
    if (await refreshReadersWithDocuments(db, caseId, uids)) changed += 1;
  }
  return changed;
}
