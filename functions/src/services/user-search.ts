import {
  COLLECTIONS,
  DomainError,
  normalizeSearchQuery,
  ROLES,
  SEARCH_MIN_CHARS,
  SEARCH_RESULT_ROLES,
  SEARCH_RESULTS_LIMIT,
  type ShareSearchRoute,
  sharingTexts,
  type UserSearchResult,
  userSearchResultSchema,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** The only profile fields a search reads and answers: never phone numbers, profiles or settings of others. */
const RESULT_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

function byName(a: UserSearchResult, b: UserSearchResult): number {
  return `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a._id.localeCompare(b._id);
}

/**
 * The user searches of spec parts 1 §6 and 2 §7: users whose first name, last name, full name or e-mail starts with
 * the query (one `searchTokens` lookup), of the roles that search is for, without the caller, at most
 * SEARCH_RESULTS_LIMIT. Queries shorter than SEARCH_MIN_CHARS are refused with 400, as the clients never send them.
 */
export async function searchUsers(
  db: Firestore,
  search: { route: ShareSearchRoute; query: string; callerUid: string },
): Promise<UserSearchResult[]> {
  const token = normalizeSearchQuery(search.query);
  if (token.length < SEARCH_MIN_CHARS) {
    throw DomainError.badRequest(sharingTexts.minChars, [{ path: 'query.query', message: sharingTexts.minChars }]);
  }
  const roles = SEARCH_RESULT_ROLES[search.route];
  let query = db.collection(COLLECTIONS.users).where('searchTokens', 'array-contains', token);
  // Equality and array-contains filters are served by merging single-field indexes; no composite index is needed.
  if (roles.length === 1 && roles[0] !== undefined) query = query.where('role', '==', roles[0]);
  else if (roles.length < ROLES.length) query = query.where('role', 'in', [...roles]);
  // One more than the limit, so leaving the caller out still fills the page.
  const snapshot = await query
    .select(...RESULT_FIELDS)
    .limit(SEARCH_RESULTS_LIMIT + 1)
    .get();
  return snapshot.docs
    .filter((doc) => doc.id !== search.callerUid)
    .flatMap((doc) => {
      // A profile without the fields a result needs cannot be shown or shared with; it is not a match.
      const result = userSearchResultSchema.safeParse({ ...doc.data(), _id: doc.id });
      return result.success ? [result.data] : [];
    })
    .slice(0, SEARCH_RESULTS_LIMIT)
    .sort(byName);
}
