import {
  caseSchema,
  COLLECTIONS,
  DomainError,
  normalizeSearchQuery,
  propertySchema,
  type Role,
  ROLES,
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_LIMIT,
  type ShareSearchRoute,
  sharingTexts,
  type UserSearchReach,
  type UserSearchResult,
  userSearchResultSchema,
  type UserSearchScope,
  userSearchScopes,
} from '@estatekey/domain';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';

/** The only profile fields a search reads and answers: never phone numbers, profiles or settings of others. */
const RESULT_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

/** Firestore's cap on the values of one `in` filter. */
const IN_FILTER_MAX = 30;

const propertyMembersSchema = propertySchema.pick({ ownerId: true, memberIds: true, sharedWith: true }).partial();
const caseClientSchema = caseSchema.pick({ clientId: true }).partial();

function byName(a: UserSearchResult, b: UserSearchResult): number {
  return `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a._id.localeCompare(b._id);
}

/** A profile without the fields a result needs cannot be shown or shared with; it is not a match. */
function asResults(docs: readonly QueryDocumentSnapshot[]): UserSearchResult[] {
  return docs.flatMap((doc) => {
    const result = userSearchResultSchema.safeParse({ ...doc.data(), _id: doc.id });
    return result.success ? [result.data] : [];
  });
}

/** Everyone on a property the caller is on: its owners and the users it is shared with (the caller's properties only). */
async function propertyCoMemberIds(db: Firestore, uid: string): Promise<Set<string>> {
  const snapshot = await db
    .collection(COLLECTIONS.properties)
    .where('memberIds', 'array-contains', uid)
    .select('ownerId', 'memberIds', 'sharedWith')
    .get();
  const ids = new Set<string>();
  for (const doc of snapshot.docs) {
    const { ownerId, memberIds = [], sharedWith = {} } = propertyMembersSchema.parse(doc.data());
    for (const id of [ownerId, ...memberIds, ...Object.keys(sharedWith)]) if (id) ids.add(id);
  }
  return ids;
}

/** The linked clients of the cases the caller runs (the caller's cases only). */
async function caseClientIds(db: Firestore, uid: string): Promise<Set<string>> {
  const snapshot = await db.collection(COLLECTIONS.cases).where('attorneyId', '==', uid).select('clientId').get();
  const ids = new Set<string>();
  for (const doc of snapshot.docs) {
    const { clientId } = caseClientSchema.parse(doc.data());
    if (clientId) ids.add(clientId);
  }
  return ids;
}

const RELATED_IDS: Record<Exclude<UserSearchReach, 'anyone'>, (db: Firestore, uid: string) => Promise<Set<string>>> = {
  propertyCoMember: propertyCoMemberIds,
  caseClient: caseClientIds,
};

/** Users of `roles` matching `token`, anyone: one `searchTokens` lookup. */
async function findAnyone(db: Firestore, token: string, roles: readonly Role[]): Promise<UserSearchResult[]> {
  let query = db.collection(COLLECTIONS.users).where('searchTokens', 'array-contains', token);
  // Equality and array-contains filters are served by merging single-field indexes; no composite index is needed.
  if (roles.length === 1 && roles[0] !== undefined) query = query.where('role', '==', roles[0]);
  else if (roles.length < ROLES.length) query = query.where('role', 'in', [...roles]);
  // One more than the limit, so leaving the caller out still fills the page.
  const snapshot = await query
    .select(...RESULT_FIELDS)
    .limit(SEARCH_RESULTS_LIMIT + 1)
    .get();
  return asResults(snapshot.docs);
}

/**
 * Users among `ids` matching `token`: the same lookup, restricted to those ids (at most IN_FILTER_MAX per query), so
 * only matches are read. Their roles are checked here, as a second `in` filter would multiply the disjunctions.
 */
async function findAmong(
  db: Firestore,
  token: string,
  roles: readonly Role[],
  ids: ReadonlySet<string>,
): Promise<UserSearchResult[]> {
  const all = [...ids];
  const chunks = Array.from({ length: Math.ceil(all.length / IN_FILTER_MAX) }, (_, index) =>
    all.slice(index * IN_FILTER_MAX, (index + 1) * IN_FILTER_MAX),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      db
        .collection(COLLECTIONS.users)
        .where(FieldPath.documentId(), 'in', chunk)
        .where('searchTokens', 'array-contains', token)
        .select(...RESULT_FIELDS)
        .get(),
    ),
  );
  return asResults(snapshots.flatMap((snapshot) => snapshot.docs)).filter((user) => roles.includes(user.role));
}

async function findInScope(
  db: Firestore,
  token: string,
  callerUid: string,
  scope: UserSearchScope,
): Promise<UserSearchResult[]> {
  if (scope.reach === 'anyone') return await findAnyone(db, token, scope.finds);
  const ids = await RELATED_IDS[scope.reach](db, callerUid);
  return await findAmong(db, token, scope.finds, ids);
}

/**
 * The user searches of spec parts 1 §6 and 2 §7: users whose first name, last name, full name or e-mail starts with
 * the query, whom the route answers the caller's role (USER_SEARCH_SCOPES: anyone of some roles, or only people on
 * the caller's properties or clients of the caller's cases, computed from the caller's own memberships), without the
 * caller, at most SEARCH_RESULTS_LIMIT. Queries shorter than SEARCH_MIN_CHARS are refused with 400, as the clients
 * never send them.
 */
export async function searchUsers(
  db: Firestore,
  search: { route: ShareSearchRoute; query: string; caller: Caller },
): Promise<UserSearchResult[]> {
  const token = normalizeSearchQuery(search.query);
  if (token.length < SEARCH_MIN_CHARS) {
    throw DomainError.badRequest(sharingTexts.minChars, [{ path: 'query.query', message: sharingTexts.minChars }]);
  }
  const { uid, role } = search.caller;
  const found = await Promise.all(
    userSearchScopes(search.route, role).map((scope) => findInScope(db, token, uid, scope)),
  );
  const byId = new Map(found.flat().map((user) => [user._id, user]));
  byId.delete(uid);
  return [...byId.values()].sort(byName).slice(0, SEARCH_RESULTS_LIMIT);
}
