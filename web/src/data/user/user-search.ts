import {
  normalizeSearchQuery,
  type Role,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SHARE_SEARCH_ROUTE_FOR,
  type UserSearchResult,
  userSearchRoutes,
} from '@estatekey/domain';
import { useEffect, useEffectEvent, useState } from 'react';

import { callApi } from '../../lib/api-client';
import { useFailureReport } from '../../lib/api-failure';

const SEARCH_ROUTES = [
  userSearchRoutes.searchAgents,
  userSearchRoutes.attorneySearchUsers,
  userSearchRoutes.searchUsers,
] as const;

/**
 * The share modal's user search for the caller's role (spec part 1 §6): Guardians and Executors find agents, Agents
 * and Attorneys use the attorney user search, everyone else the general one.
 */
export function searchShareCandidates(
  role: Role | null,
  query: string,
  signal?: AbortSignal,
): Promise<UserSearchResult[]> {
  return callApi(searchRouteFor(role), { query: { query }, signal });
}

function searchRouteFor(role: Role | null) {
  const routePath = SHARE_SEARCH_ROUTE_FOR(role);
  return SEARCH_ROUTES.find((candidate) => candidate.path === routePath) ?? userSearchRoutes.searchUsers;
}

export type UserSearch =
  /** Fewer than SEARCH_MIN_CHARS characters: nothing is asked. */
  | { readonly status: 'tooShort' }
  /** Waiting for the typing pause or the answer. */
  | { readonly status: 'searching' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly results: readonly UserSearchResult[] };

type Answer = { readonly query: string } & (
  { readonly status: 'error' } | { readonly status: 'success'; readonly results: readonly UserSearchResult[] }
);

/**
 * Searches users for `term` once the user pauses typing for SEARCH_DEBOUNCE_MS and the term has SEARCH_MIN_CHARS or
 * more characters; a newer term cancels the older request. A failed search is logged once and told with the server's
 * refusal (e.g. too many searches in a minute), else `failureText`.
 */
export function useUserSearch(role: Role | null, term: string, failureText: string): UserSearch {
  const query = normalizeSearchQuery(term);
  const searchable = query.length >= SEARCH_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const fail = useEffectEvent(
    useFailureReport(searchRouteFor(role), { text: failureText, server: { unlessGeneric: true } }),
  );

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchShareCandidates(role, query, controller.signal).then(
        (results) => setAnswer({ query, status: 'success', results }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          fail(error);
          setAnswer({ query, status: 'error' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [role, query, searchable]);

  if (!searchable) return { status: 'tooShort' };
  if (answer?.query !== query) return { status: 'searching' };
  return answer.status === 'success' ? { status: 'success', results: answer.results } : { status: 'error' };
}
