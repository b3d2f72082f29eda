import { z } from 'zod';
import { notificationsPageTexts } from '../messages/notifications-page-texts';
import { apiEntityFields, boundedString, idSchema, timestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { showingApprovalStatusSchema } from '../showing/showing-approval';

export const NOTIFICATION_CATEGORIES = ['property', 'appointment', 'document', 'case', 'message', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);

/** `users/{uid}/notifications/{id}` (DESIGN §4). */
export const notificationSchema = z.object({
  id: idSchema,
  title: boundedString(TEXT_LIMITS.title),
  message: boundedString(TEXT_LIMITS.note),
  read: z.boolean(),
  category: notificationCategorySchema,
  /** In-app path the notification opens, e.g. '/schedule-pickup'. */
  link: boundedString(TEXT_LIMITS.path).default(''),
  /**
   * Something the recipient can do from the notification itself: confirm or decline a showing request. Once the
   * showing leaves 'requested' (decided by anyone, or cancelled) functions stamp its `outcome`, and the request is
   * shown answered instead of asked.
   */
  action: z
    .object({
      kind: z.literal('showingDecision'),
      showingId: idSchema,
      outcome: showingApprovalStatusSchema.exclude(['requested']).optional(),
    })
    .optional(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationResponseSchema = notificationSchema.extend(apiEntityFields);
export type NotificationResponse = z.output<typeof notificationResponseSchema>;

type FilterableNotification = Pick<Notification, 'read' | 'category'>;

export interface NotificationFilter {
  readonly key: 'all' | 'unread' | 'property' | 'appointments' | 'documents' | 'system';
  readonly label: string;
  readonly matches: (notification: FilterableNotification) => boolean;
}

/** The tabs of the notifications page, in order (spec part 1 §2.18). */
export const NOTIFICATION_FILTERS: readonly NotificationFilter[] = [
  { key: 'all', label: notificationsPageTexts.filters.all, matches: () => true },
  { key: 'unread', label: notificationsPageTexts.filters.unread, matches: (n) => !n.read },
  { key: 'property', label: notificationsPageTexts.filters.property, matches: (n) => n.category === 'property' },
  {
    key: 'appointments',
    label: notificationsPageTexts.filters.appointments,
    matches: (n) => n.category === 'appointment',
  },
  { key: 'documents', label: notificationsPageTexts.filters.documents, matches: (n) => n.category === 'document' },
  { key: 'system', label: notificationsPageTexts.filters.system, matches: (n) => n.category === 'system' },
];
export type NotificationFilterKey = NotificationFilter['key'];

export function filterNotifications<T extends FilterableNotification>(
  notifications: readonly T[],
  key: NotificationFilterKey,
): T[] {
  const filter = NOTIFICATION_FILTERS.find((candidate) => candidate.key === key);
  return filter ? notifications.filter(filter.matches) : [...notifications];
}

export function countUnread(notifications: readonly Pick<Notification, 'read'>[]): number {
  return notifications.filter((n) => !n.read).length;
}
