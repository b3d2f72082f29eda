import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationResponse,
} from '../../services/notifications/notification-feed';
import { mountRoute, type ApiRouter } from '../mount-route';

export function notificationRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.notifications, async ({ caller }) =>
    (await listNotifications(db, caller.uid)).map(toNotificationResponse),
  );

  mountRoute(api, apiRoutes.markAllNotificationsRead, async ({ caller }) => {
    const updated = await markAllNotificationsRead(db, caller.uid);
    return { message: apiTexts.allNotificationsRead, updated };
  });

  mountRoute(api, apiRoutes.markNotificationRead, async ({ caller, params }) => {
    await markNotificationRead(db, caller.uid, params.id);
    return { message: apiTexts.notificationRead };
  });
}
