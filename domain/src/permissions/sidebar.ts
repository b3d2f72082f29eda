import type { Role } from '../roles/roles';
import { paths } from './routes';

export const SIDEBAR_ICONS = [
  'dashboard',
  'courtDocuments',
  'submitProperty',
  'keyPickup',
  'uploadDocuments',
  'notifications',
  'clientInfo',
  'uploadCourtDocuments',
  'manageDocuments',
  'properties',
  'agentDocuments',
  'scheduleShowing',
  'manageUsers',
  'manageProperties',
  'intakeProcess',
  'profileSettings',
  'helpCenter',
] as const;
export type SidebarIcon = (typeof SIDEBAR_ICONS)[number];

export interface SidebarItem {
  readonly label: string;
  readonly path: string;
  readonly icon: SidebarIcon;
  /** The item carries the unread-notifications badge. */
  readonly badge?: 'unreadNotifications';
}

const dashboard: SidebarItem = { label: 'Dashboard', path: paths.home, icon: 'dashboard' };
const notifications: SidebarItem = {
  label: 'Notifications',
  path: paths.notifications,
  icon: 'notifications',
  badge: 'unreadNotifications',
};

/** Shown under every role's menu, above the Log out button (spec part 1 §2.8). */
export const SIDEBAR_COMMON_ITEMS: readonly SidebarItem[] = [
  { label: 'Profile Settings', path: paths.profileSettings, icon: 'profileSettings' },
  { label: 'Help Center', path: paths.helpCenter, icon: 'helpCenter' },
];

export const SIDEBAR_LOGOUT_LABEL = 'Log out';

const clientMenu: readonly SidebarItem[] = [
  dashboard,
  { label: 'Court Documents', path: paths.documents, icon: 'courtDocuments' },
  { label: 'Submit Property', path: paths.submitProperty, icon: 'submitProperty' },
  { label: 'Schedule Key Pickup', path: paths.schedulePickup, icon: 'keyPickup' },
  { label: 'Upload Documents', path: paths.uploadDocuments, icon: 'uploadDocuments' },
  notifications,
  ...SIDEBAR_COMMON_ITEMS,
];

/** Menu by role, exactly as spec part 1 §2.8, followed by the common items. Unknown roles use Admin's (`parseRole`). */
export const SIDEBAR_MENU: Record<Role, readonly SidebarItem[]> = {
  Guardian: clientMenu,
  Executor: clientMenu,
  Attorney: [
    dashboard,
    { label: 'Submit Client Info', path: paths.submitClientInfo, icon: 'clientInfo' },
    { label: 'Upload Court Documents', path: paths.uploadCourtDocuments, icon: 'uploadCourtDocuments' },
    { label: 'Manage Documents', path: paths.documents, icon: 'manageDocuments' },
    notifications,
    ...SIDEBAR_COMMON_ITEMS,
  ],
  Agent: [
    dashboard,
    { label: 'Properties', path: paths.submitProperty, icon: 'properties' },
    { label: 'Documents', path: paths.agentDocuments, icon: 'agentDocuments' },
    { label: 'Schedule Showing', path: paths.scheduleShowing, icon: 'scheduleShowing' },
    notifications,
    ...SIDEBAR_COMMON_ITEMS,
  ],
  Admin: [
    dashboard,
    { label: 'Manage Users', path: paths.manageClients, icon: 'manageUsers' },
    { label: 'Manage Properties', path: paths.manageProperties, icon: 'manageProperties' },
    { label: 'Intake Process', path: paths.intakeProcess, icon: 'intakeProcess' },
    notifications,
    ...SIDEBAR_COMMON_ITEMS,
  ],
};
