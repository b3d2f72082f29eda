import { apiRoutes } from '@estatekey/domain';
import type { z } from 'zod';

import { apiClient } from '../../../lib/api-client';

export type MarkAllNotificationsReadResponse = z.output<typeof apiRoutes.markAllNotificationsRead.response>;

/** PUT /api/notifications/read-all: one batch on the server, however many are unread. */
export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return apiClient.put(apiRoutes.markAllNotificationsRead.path, apiRoutes.markAllNotificationsRead.response);
}

export function useMarkAllNotificationsRead(): typeof markAllNotificationsRead {
  return markAllNotificationsRead;
}
