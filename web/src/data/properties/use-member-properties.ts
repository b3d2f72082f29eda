import { COLLECTIONS, type Property } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';

import { propertyConverter } from './property-converter';
import type { LivePage } from '../../lib/firebase/live-page';
import type { LiveResult } from '../../lib/firebase/live-result';
import {
  useSignedInCount,
  useSignedInMatch,
  useSignedInPage,
  type SignedInQuery,
} from '../../lib/firebase/use-signed-in-query';

const memberPropertiesOf: SignedInQuery<Property> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.properties).withConverter(propertyConverter),
    where('memberIds', 'array-contains', uid),
  );

/** Needs the composite index (memberIds, createdAt desc). */
const memberProperties: SignedInQuery<Property> = (firestore, uid) =>
  query(memberPropertiesOf(firestore, uid), orderBy('createdAt', 'desc'));

/** The user's own properties among them; needs the composite index (memberIds, ownerId, createdAt desc). */
const ownedProperties: SignedInQuery<Property> = (firestore, uid) =>
  query(memberPropertiesOf(firestore, uid), where('ownerId', '==', uid), orderBy('createdAt', 'desc'));

/** Finished listings (`activeListings`); needs the composite index (memberIds, statusData.listing). */
const memberActiveListings: SignedInQuery<Property> = (firestore, uid) =>
  query(memberPropertiesOf(firestore, uid), where('statusData.listing', '==', 'Completed'));

/**
 * The properties the user owns or that are shared with them (`memberIds`), newest first, a page at a time
 * (LIVE_LIST_PAGE_SIZE, "Show more" reads the next), live, passed through `select`: a share, an unshare or a
 * milestone set by any other member shows without reload. The dashboard and the properties page read this one query,
 * so one listener serves both.
 */
export function useMemberProperties<T>(select: (newestFirst: Property[]) => T): LivePage<T> {
  return useSignedInPage(memberProperties, select);
}

/** The properties the user owns (not those shared with them), newest first, a page at a time, live. */
export function useOwnedProperties<T>(select: (newestFirst: Property[]) => T): LivePage<T> {
  return useSignedInPage(ownedProperties, select);
}

/**
 * How many properties the user is a member of, counted by the server, asked again whenever `refreshKey` changes (pass
 * `memberPropertiesRefreshKey` of the list on screen, so the count follows it).
 */
export function useMemberPropertyCount(refreshKey: string): LiveResult<number> {
  return useSignedInCount(memberProperties, refreshKey);
}

/** How many of the user's properties are finished listings (`activeListings`), counted by the server. */
export function useMemberActiveListingCount(refreshKey: string): LiveResult<number> {
  return useSignedInCount(memberActiveListings, refreshKey);
}

/** Changes whenever a shown property is added, removed or changed: the refresh key of the counts above. */
export function memberPropertiesRefreshKey(properties: LiveResult<readonly Property[]>): string {
  if (properties.status !== 'success') return '';
  return properties.data.map((property) => `${property.id}:${property.updatedAt.getTime()}`).join('|');
}

/**
 * One property the user is a member of, live, by id; `null` when they are not (the rules refuse the read) or it is
 * gone: the user's member properties narrowed to the id, so the answer does not depend on which page of their
 * properties is loaded.
 */
export function useMemberProperty(propertyId: string): LiveResult<Property | null> {
  return useSignedInMatch(memberPropertiesOf, propertyId);
}
