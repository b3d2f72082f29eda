import { COLLECTIONS, type Document as StoredDocument } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { documentConverter } from '../../../lib/firebase/converters';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../../lib/firebase/use-signed-in-query';

export interface DocumentSummary {
  readonly totalDocuments: number;
  /** Distinct cases among those documents; uncategorized documents belong to none. */
  readonly casesWithDocuments: number;
}

const readableDocuments: SignedInQuery<StoredDocument> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.documents).withConverter(documentConverter),
    where('readerIds', 'array-contains', uid),
  );

const summaryOf = (documents: StoredDocument[]): DocumentSummary => ({
  totalDocuments: documents.length,
  casesWithDocuments: new Set(documents.flatMap((document) => (document.caseId ? [document.caseId] : []))).size,
});

/** The Documents card: court documents the user may read (`readerIds`), and in how many cases, live. */
export function useDocumentSummarySnapshot(): LiveResult<DocumentSummary> {
  return useSignedInQuery(readableDocuments, summaryOf);
}
