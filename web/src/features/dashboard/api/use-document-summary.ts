import { COLLECTIONS } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { documentConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

export interface DocumentSummary {
  readonly totalDocuments: number;
  /** Distinct cases among those documents; uncategorized documents belong to none. */
  readonly casesWithDocuments: number;
}

/** The Documents card: court documents the user may read (`readerIds`), and in how many cases, live. */
export function useDocumentSummarySnapshot(): LiveResult<DocumentSummary> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const readableDocuments = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.documents).withConverter(documentConverter),
        where('readerIds', 'array-contains', uid),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(readableDocuments), (documents) => ({
    totalDocuments: documents.length,
    casesWithDocuments: new Set(documents.flatMap((document) => (document.caseId ? [document.caseId] : []))).size,
  }));
}
