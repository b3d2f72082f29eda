import { userSearchRoutes, type ShareSearchRoute } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { RoleCaller } from '../../lib/caller';
import { searchUsers } from '../../services/accounts/user-search';
import { mountArea, type ApiRouter } from '../mount-route';

/** The three user searches (spec part 1 §6, part 2 §7); who may call each and whom each finds is in the domain. */
export function serveUserSearchArea(api: ApiRouter, { db }: { db: Firestore }) {
  const searchUnder =
    (route: ShareSearchRoute) =>
    async ({ caller, query }: { readonly caller: RoleCaller; readonly query: { readonly query: string } }) =>
      await searchUsers(db, { route, query: query.query, caller });

  mountArea(api, userSearchRoutes, {
    searchUsers: searchUnder(userSearchRoutes.searchUsers.path),
    searchAgents: searchUnder(userSearchRoutes.searchAgents.path),
    attorneySearchUsers: searchUnder(userSearchRoutes.attorneySearchUsers.path),
  });
}
