import { ROLES, type Role, SELF_REGISTER_ROLES } from '../roles/roles';

/**
 * Whom each user search may answer (spec part 1 §6 share modal, part 2 §7 attorney search), as one table.
 * `functions/src/services/accounts/user-search.ts` computes the relations from memberships and answers by this table; the
 * domain test and the API test (emulators/integration/user-search-scope.test.ts) walk its rows.
 */

export const SHARE_SEARCH_ROUTES = [
  '/api/attorney/search-agents',
  '/api/attorney/search-users',
  '/api/users/search',
] as const;
export type ShareSearchRoute = (typeof SHARE_SEARCH_ROUTES)[number];

/** Share modal search (spec part 1 §6): Guardian/Executor search agents, Agent/Attorney the attorney search. */
export function SHARE_SEARCH_ROUTE_FOR(role: Role | null | undefined): ShareSearchRoute {
  if (role === 'Guardian' || role === 'Executor') return '/api/attorney/search-agents';
  if (role === 'Agent' || role === 'Attorney') return '/api/attorney/search-users';
  return '/api/users/search';
}

/**
 * How a user stands to the one searching. propertyCoMember: the owner of, or someone shared on, a property the
 * searcher owns or is shared on. caseClient: the (linked) client of a case the searcher runs as its attorney.
 */
export const USER_SEARCH_RELATIONS = ['propertyCoMember', 'caseClient', 'unrelated'] as const;
export type UserSearchRelation = (typeof USER_SEARCH_RELATIONS)[number];

/** 'anyone': every user of the roles (a professional directory, or an admin's view); else only users so related. */
export type UserSearchReach = 'anyone' | Exclude<UserSearchRelation, 'unrelated'>;

export interface UserSearchScope {
  readonly finds: readonly Role[];
  readonly reach: UserSearchReach;
}

const PROFESSIONALS = ['Attorney', 'Agent'] as const satisfies readonly Role[];
const CLIENTS = ['Guardian', 'Executor'] as const satisfies readonly Role[];

/**
 * Per route, the roles that may call it and whom it answers each of them. Agents are a public professional
 * directory; attorneys are found as professionals by attorneys; clients only by their own attorney or by people on
 * the same property. Admin (staff) accounts are found by admins only, and only through the general search.
 */
export const USER_SEARCH_SCOPES: Readonly<
  Record<ShareSearchRoute, Readonly<Partial<Record<Role, readonly UserSearchScope[]>>>>
> = {
  '/api/attorney/search-agents': {
    Guardian: [{ finds: ['Agent'], reach: 'anyone' }],
    Executor: [{ finds: ['Agent'], reach: 'anyone' }],
    Admin: [{ finds: ['Agent'], reach: 'anyone' }],
  },
  '/api/attorney/search-users': {
    Attorney: [
      { finds: PROFESSIONALS, reach: 'anyone' },
      { finds: CLIENTS, reach: 'caseClient' },
    ],
    Agent: [{ finds: SELF_REGISTER_ROLES, reach: 'propertyCoMember' }],
    Admin: [{ finds: SELF_REGISTER_ROLES, reach: 'anyone' }],
  },
  '/api/users/search': {
    Admin: [{ finds: ROLES, reach: 'anyone' }],
  },
};

/** What `route` answers `callerRole`; none for a role that may not call it. */
export function userSearchScopes(route: ShareSearchRoute, callerRole: Role | null): readonly UserSearchScope[] {
  return callerRole === null ? [] : (USER_SEARCH_SCOPES[route][callerRole] ?? []);
}

/** Whether `route` answers `callerRole` a user of `role` who stands to the caller as `relations` say. */
export function userSearchFinds(
  route: ShareSearchRoute,
  callerRole: Role | null,
  found: { readonly role: Role; readonly relations: readonly UserSearchRelation[] },
): boolean {
  return userSearchScopes(route, callerRole).some(
    (scope) => scope.finds.includes(found.role) && (scope.reach === 'anyone' || found.relations.includes(scope.reach)),
  );
}

function callersOf(route: ShareSearchRoute): readonly Role[] {
  return ROLES.filter((role) => USER_SEARCH_SCOPES[route][role] !== undefined);
}

/** Roles that may call each search route: the callers the table answers. */
export const SEARCH_CALLER_ROLES: Readonly<Record<ShareSearchRoute, readonly Role[]>> = {
  '/api/attorney/search-agents': callersOf('/api/attorney/search-agents'),
  '/api/attorney/search-users': callersOf('/api/attorney/search-users'),
  '/api/users/search': callersOf('/api/users/search'),
};

export interface UserSearchCase {
  readonly route: ShareSearchRoute;
  readonly callerRole: Role;
  readonly foundRole: Role;
  readonly relation: UserSearchRelation;
  readonly finds: boolean;
}

/** The table as rows: every route × role allowed to call it × role of the user × relation. */
export const USER_SEARCH_CASES: readonly UserSearchCase[] = SHARE_SEARCH_ROUTES.flatMap((route) =>
  SEARCH_CALLER_ROLES[route].flatMap((callerRole) =>
    ROLES.flatMap((foundRole) =>
      USER_SEARCH_RELATIONS.map((relation) => ({
        route,
        callerRole,
        foundRole,
        relation,
        finds: userSearchFinds(route, callerRole, { role: foundRole, relations: [relation] }),
      })),
    ),
  ),
);
