import type { TokenSigner } from '@estatekey/domain';
import { apiTexts, notificationRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { configuredUnsubscribeSigner } from '../../lib/unsubscribe-signer';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  toNotificationResponse,
} from '../../services/notifications/notification-feed';
import {
  describeUnsubscribeLink,
  readNotificationPreferences,
  saveNotificationPreferences,
  unsubscribeByLink,
} from '../../services/notifications/notification-preferences';
import { mountArea, type ApiRouter } from '../mount-route';

export interface NotificationAreaDependencies {
  readonly db: Firestore;
  /** Signs and checks unsubscribe links; by default with the configured key. */
  readonly unsubscribeSigner?: () => TokenSigner;
}

export function serveNotificationArea(api: ApiRouter, { db, unsubscribeSigner }: NotificationAreaDependencies) {
  const signer = unsubscribeSigner ?? configuredUnsubscribeSigner;
  mountArea(api, notificationRoutes, {
    notifications: async ({ caller, query }) =>
      (await listNotifications(db, caller.uid, query)).map(toNotificationResponse),

    markNotificationRead: async ({ caller, params }) => {
      await markNotificationRead(db, caller.uid, params.id);
      return { message: apiTexts.notificationRead };
    },

    markAllNotificationsRead: async ({ caller }) => {
      const updated = await markAllNotificationsRead(db, caller.uid);
      return { message: apiTexts.allNotificationsRead, updated };
    },

    notificationPreferences: async ({ caller }) => await readNotificationPreferences(db, caller.uid),

    updateNotificationPreferences: async ({ caller, body }) => await saveNotificationPreferences(db, caller.uid, body),

    unsubscribeLink: async ({ params }) => await describeUnsubscribeLink(db, params.token, new Date(), signer()),

    unsubscribe: async ({ params }) => await unsubscribeByLink(db, params.token, new Date(), signer()),
  });
}
