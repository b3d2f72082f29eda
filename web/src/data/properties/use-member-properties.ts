import { COLLECTIONS, type Property } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';

import { propertyConverter } from '../../lib/firebase/converters';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

/** Needs the composite index (memberIds, createdAt desc). */
const memberProperties: SignedInQuery<Property> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.properties).withConverter(propertyConverter),
    where('memberIds', 'array-contains', uid),
    orderBy('createdAt', 'desc'),
  );

/**
 * The properties the user owns or that are shared with them (`memberIds`), newest first, live, passed through
 * `select`: a share, an unshare or a milestone set by any other member shows without reload. The dashboard and the
 * properties page read this one query, so one listener serves both.
 */
export function useMemberProperties<T>(select: (newestFirst: Property[]) => T): LiveResult<T> {
  return useSignedInQuery(memberProperties, select);
}
