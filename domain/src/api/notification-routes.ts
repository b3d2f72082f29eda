import { z } from 'zod';
import { notificationResponseSchema } from '../notification/notification';
import { idParamsSchema, messageResponseSchema } from './common';
import type { ApiRoute } from './route-contract';

/** Notifications */
export const notificationRoutes = {
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
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
} as const satisfies Record<string, ApiRoute>;
