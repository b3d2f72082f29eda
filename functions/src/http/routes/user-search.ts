import { apiRoutes } from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { searchUsers } from '../../services/user-search';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { authOf } from '../request-context';

/** The three user searches (spec part 1 §6, part 2 §7); who may call each and whom each finds is in the domain. */
const SEARCH_ROUTES = [apiRoutes.searchUsers, apiRoutes.searchAgents, apiRoutes.attorneySearchUsers] as const;

export function userSearchRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  for (const route of SEARCH_ROUTES) {
    router.get(route.path, requireAccess(route), validate({ query: route.query }), async (req, res) => {
      const results = await searchUsers(db, { route: route.path, query: req.query.query, callerUid: authOf(req).uid });
      res.json(route.response.parse(results));
    });
  }

  return router;
}
