import { apiRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getUserResponse } from '../../services/accounts/users';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The caller's own profile, under the two paths of the spec. */
const OWN_PROFILE_ROUTES = [apiRoutes.profile, apiRoutes.me] as const;

export function userRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  for (const route of OWN_PROFILE_ROUTES) {
    // The role answered is the custom claim the API authorizes with; the profile keeps a copy for display.
    mountRoute(api, route, async ({ caller }) => await getUserResponse(db, caller));
  }
}
