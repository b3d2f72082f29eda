import { COLLECTIONS, type Case } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { caseConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/** Cases the user works on as attorney or client (`memberIds`), live, newest first. */
export function useMemberCasesSnapshot(): LiveResult<Case[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const memberQuery = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.cases).withConverter(caseConverter),
        where('memberIds', 'array-contains', uid),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(memberQuery), (cases) =>
    [...cases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  );
}
