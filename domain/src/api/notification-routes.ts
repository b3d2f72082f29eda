import { z } from 'zod';
import { notificationCategorySchema, notificationResponseSchema } from '../notification/notification';
import { notificationPreferencesSchema } from '../notification/notification-preferences';
import { idParamsSchema, listPageQuerySchema, messageResponseSchema, tokenParamsSchema } from './common';
import type { ApiRoute } from './route-contract';

/** What an unsubscribe link turns off: its categories (one, or a digest's), and their e-mail setting now. */
export const unsubscribeResponseSchema = z.object({
  categories: z.array(notificationCategorySchema),
  preferences: notificationPreferencesSchema,
});
export type UnsubscribeResponse = z.output<typeof unsubscribeResponseSchema>;

/** RFC 8058: the body of a one-click unsubscribe POST is exactly `List-Unsubscribe=One-Click`. */
export const oneClickUnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') }).strict();
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';

/** Notifications */
export const notificationRoutes = {
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    query: listPageQuerySchema,
    response: z.array(notificationResponseSchema),
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    access: 'authenticated',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  markAllNotificationsRead: {
    method: 'PUT',
    path: '/api/notifications/read-all',
    access: 'authenticated',
    response: messageResponseSchema.extend({ updated: z.number().int().nonnegative() }),
  },
  notificationPreferences: {
    method: 'GET',
    path: '/api/user/notification-preferences',
    access: 'authenticated',
    response: notificationPreferencesSchema,
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/api/user/notification-preferences',
    access: 'authenticated',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  },
  /** The unsubscribe page's data: the category the link turns off and its current e-mail setting. No sign-in. */
  unsubscribeLink: {
    method: 'GET',
    path: '/api/notifications/unsubscribe/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: unsubscribeResponseSchema,
    rateLimit: ['public'],
  },
  /** One-click unsubscribe (RFC 8058): the form body `List-Unsubscribe=One-Click`, from a mail program or the page. */
  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe/:token',
    access: 'public',
    params: tokenParamsSchema,
    urlEncodedForm: true,
    body: oneClickUnsubscribeBodySchema,
    response: unsubscribeResponseSchema,
    rateLimit: ['public'],
  },
} as const satisfies Record<string, ApiRoute>;
