import { apiRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { searchUsers } from '../../services/accounts/user-search';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The three user searches (spec part 1 §6, part 2 §7); who may call each and whom each finds is in the domain. */
const SEARCH_ROUTES = [apiRoutes.searchUsers, apiRoutes.searchAgents, apiRoutes.attorneySearchUsers] as const;

export function userSearchRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  for (const route of SEARCH_ROUTES) {
    mountRoute(
      api,
      route,
      async ({ caller, query }) => await searchUsers(db, { route: route.path, query: query.query, caller }),
    );
  }
}
