import { COLLECTIONS, type Document } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { documentConverter } from './document-converter';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveQueryData } from '../../lib/firebase/live-source';
import { useSignedInUid } from '../../lib/auth/auth-session';

const byId = (documents: Document[]) => new Map(documents.map((document) => [document.id, document]));

/**
 * The documents of one case, live, by id: an upload by the client, another attorney or an admin arrives without
 * reload. Case members query by `readerIds` (what the rules let them read); admins read every document of the case.
 */
export function useCaseDocumentsSnapshot(caseId: string, admin: boolean): LiveResult<Map<string, Document>> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const documentsQuery = useMemo(() => {
    const ofCase = query(
      collection(firestore, COLLECTIONS.documents).withConverter(documentConverter),
      where('caseId', '==', caseId),
    );
    return admin ? ofCase : query(ofCase, where('readerIds', 'array-contains', uid));
  }, [firestore, caseId, admin, uid]);
  return liveResult(useLiveQueryData(documentsQuery), byId);
}
