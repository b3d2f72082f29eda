import { sidebarTexts } from './public-site-texts';

const markRead = 'Mark as read';
const open = 'Open';

const filters = {
  all: 'All',
  unread: 'Unread',
  property: 'Property',
  appointments: 'Appointments',
  documents: sidebarTexts.documents,
  system: 'System',
} as const;

/** The Notifications page and the notification badge. */
export const notificationsPageTexts = {
  title: sidebarTexts.notifications,
  filters,
  markRead,
  markAllRead: 'Mark all as read',
  allMarked: 'All notifications marked as read',
  markAllFailed: 'Failed to mark notifications as read',
  loadFailed: 'Failed to load notifications',
  empty: 'No notifications yet.',
  emptyFiltered: 'No notifications in this category.',
  open,
  badgeLabel: (count: number) => `${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
  loading: 'Loading notifications',
  filtersLabel: 'Notification filters',
  unread: filters.unread,
  read: 'Read',
  markReadOf: (title: string) => `${markRead}: ${title}`,
  openOf: (title: string) => `${open}: ${title}`,
  markingAll: 'Marking...',
  categories: {
    property: filters.property,
    appointment: 'Appointment',
    document: 'Document',
    case: 'Case',
    system: filters.system,
    message: 'Message',
  },
} as const;
