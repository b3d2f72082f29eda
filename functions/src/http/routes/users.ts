import { apiRoutes } from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { getUserResponse } from '../../services/users';
import { requireAuth } from '../middleware/authenticate';
import { authOf } from '../request-context';

export function userRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  // The role answered is the custom claim the API authorizes with; the profile keeps a copy for display.
  router.get(apiRoutes.me.path, requireAuth, async (req, res) => {
    res.json(apiRoutes.me.response.parse(await getUserResponse(db, authOf(req))));
  });

  return router;
}
