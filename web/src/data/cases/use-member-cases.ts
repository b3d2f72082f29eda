import { COLLECTIONS, type Case } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';

import { caseConverter } from './case-converter';
import type { LivePage } from '../../lib/firebase/live-page';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInCount, useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

/** Needs the composite index (memberIds, createdAt desc). */
const memberCases: SignedInQuery<Case> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.cases).withConverter(caseConverter),
    where('memberIds', 'array-contains', uid),
    orderBy('createdAt', 'desc'),
  );

const asIs = (cases: Case[]) => cases;

/**
 * Cases the user works on as attorney or client (`memberIds`), live, newest first, a page at a time
 * (LIVE_LIST_PAGE_SIZE; "Show more" reads the next).
 */
export function useMemberCasesSnapshot(): LivePage<Case[]> {
  return useSignedInPage(memberCases, asIs);
}

/** How many cases the user works on, counted by the server, asked again whenever `refreshKey` changes. */
export function useMemberCaseCount(refreshKey: string): LiveResult<number> {
  return useSignedInCount(memberCases, refreshKey);
}

/** Changes whenever a shown case is added, removed or changed: the refresh key of the count above. */
export function memberCasesRefreshKey(cases: LiveResult<readonly Case[]>): string {
  if (cases.status !== 'success') return '';
  return cases.data.map((legalCase) => `${legalCase.id}:${legalCase.updatedAt?.getTime() ?? ''}`).join('|');
}
