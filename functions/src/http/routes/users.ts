import { apiRoutes, messages } from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { getUserProfileById } from '../../services/users';
import { HttpError } from '../http-error';
import { requireAuth } from '../middleware/authenticate';
import { authOf } from '../request-context';

export function userRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  // The role answered is the custom claim the API authorizes with; the profile keeps a copy for display.
  router.get(apiRoutes.me.path, requireAuth, async (req, res) => {
    const caller = authOf(req);
    const profile = await getUserProfileById(db, caller.uid);
    if (!profile) throw HttpError.notFound(messages.errors.userNotFound);
    const { searchTokens: _searchTokens, ...visible } = profile;
    res.json(apiRoutes.me.response.parse({ ...visible, _id: profile.id, role: caller.role ?? profile.role }));
  });

  return router;
}
