import { apiRoutes, messages } from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { listSharedUsers, shareProperty, unshareProperty } from '../../services/sharing';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { propertyCallerOf } from './properties';

export function sharingRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  router.get(
    apiRoutes.sharedUsers.path,
    requireAccess(apiRoutes.sharedUsers),
    validate({ params: apiRoutes.sharedUsers.params }),
    async (req, res) => {
      const sharedUsers = await listSharedUsers(db, propertyCallerOf(req), req.params.id);
      res.json(apiRoutes.sharedUsers.response.parse(sharedUsers));
    },
  );

  router.post(
    apiRoutes.shareProperty.path,
    requireAccess(apiRoutes.shareProperty),
    validate({ body: apiRoutes.shareProperty.body }),
    async (req, res) => {
      await shareProperty(db, propertyCallerOf(req), req.body);
      res.json(apiRoutes.shareProperty.response.parse({ message: messages.api.propertyShared }));
    },
  );

  router.delete(
    apiRoutes.unshareProperty.path,
    requireAccess(apiRoutes.unshareProperty),
    validate({ body: apiRoutes.unshareProperty.body }),
    async (req, res) => {
      await unshareProperty(db, propertyCallerOf(req), req.body);
      res.json(apiRoutes.unshareProperty.response.parse({ message: messages.api.sharingRemoved }));
    },
  );

  return router;
}
