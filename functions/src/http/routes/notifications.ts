import { apiRoutes, messages } from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationResponse,
} from '../../services/notification-feed';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { authOf } from '../request-context';

export function notificationRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  router.get(apiRoutes.notifications.path, requireAccess(apiRoutes.notifications), async (req, res) => {
    const notifications = await listNotifications(db, authOf(req).uid);
    res.json(apiRoutes.notifications.response.parse(notifications.map(toNotificationResponse)));
  });

  router.put(
    apiRoutes.markAllNotificationsRead.path,
    requireAccess(apiRoutes.markAllNotificationsRead),
    async (req, res) => {
      const updated = await markAllNotificationsRead(db, authOf(req).uid);
      res.json(
        apiRoutes.markAllNotificationsRead.response.parse({ message: messages.api.allNotificationsRead, updated }),
      );
    },
  );

  router.put(
    apiRoutes.markNotificationRead.path,
    requireAccess(apiRoutes.markNotificationRead),
    validate({ params: apiRoutes.markNotificationRead.params }),
    async (req, res) => {
      await markNotificationRead(db, authOf(req).uid, req.params.id);
      res.json(apiRoutes.markNotificationRead.response.parse({ message: messages.api.notificationRead }));
    },
  );

  return router;
}
