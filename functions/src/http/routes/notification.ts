import { apiTexts, notificationRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationResponse,
} from '../../services/notifications/notification-feed';
import { mountArea, type ApiRouter } from '../mount-route';

export function serveNotificationArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, notificationRoutes, {
    notifications: async ({ caller }) => (await listNotifications(db, caller.uid)).map(toNotificationResponse),

    markNotificationRead: async ({ caller, params }) => {
      await markNotificationRead(db, caller.uid, params.id);
      return { message: apiTexts.notificationRead };
    },

    markAllNotificationsRead: async ({ caller }) => {
      const updated = await markAllNotificationsRead(db, caller.uid);
      return { message: apiTexts.allNotificationsRead, updated };
    },
  });
}
