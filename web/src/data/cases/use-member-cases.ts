import { COLLECTIONS, type Case } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { caseConverter } from '../../lib/firebase/converters';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

const memberCases: SignedInQuery<Case> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.cases).withConverter(caseConverter),
    where('memberIds', 'array-contains', uid),
  );

const newestFirst = (cases: Case[]) => [...cases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/** Cases the user works on as attorney or client (`memberIds`), live, newest first. */
export function useMemberCasesSnapshot(): LiveResult<Case[]> {
  return useSignedInQuery(memberCases, newestFirst);
}
