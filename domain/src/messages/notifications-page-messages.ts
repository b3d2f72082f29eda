import { sidebarLabels } from './public-site-messages';

export const notificationsPageTexts = {
  title: sidebarLabels.notifications,
  filters: {
    all: 'All',
    unread: 'Unread',
    property: 'Property',
    appointments: 'Appointments',
    documents: sidebarLabels.documents,
    system: 'System',
  },
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  allMarked: 'All notifications marked as read',
  markAllFailed: 'Failed to mark notifications as read',
  loadFailed: 'Failed to load notifications',
  empty: 'No notifications yet.',
  emptyFiltered: 'No notifications in this category.',
  open: 'Open',
  badgeLabel: (count: number) => `${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
} as const;
