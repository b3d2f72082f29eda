import { sidebarTexts } from '../messages/public-site-texts';
import type { Role } from '../roles/roles';
import { paths } from './routes';

export const SIDEBAR_ICONS = [
  'dashboard',
  'courtDocuments',
  'submitProperty',
  'keyPickup',
  'uploadDocuments',
  'messages',
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
  'intakeRequests',
  'auditLog',
  'profileSettings',
  'helpCenter',
] as const;
export type SidebarIcon = (typeof SIDEBAR_ICONS)[number];

export interface SidebarItem {
  readonly label: string;
  readonly path: string;
  readonly icon: SidebarIcon;
  /** The live count the item carries as a badge: unread notifications, or unread messages over all conversations. */
  readonly badge?: 'unreadNotifications' | 'unreadMessages';
}

/** The entries' texts live in the catalogue with the rest of the interface's texts. */
const labels = sidebarTexts;

const dashboard: SidebarItem = { label: labels.dashboard, path: paths.home, icon: 'dashboard' };
const notifications: SidebarItem = {
  label: labels.notifications,
  path: paths.notifications,
  icon: 'notifications',
  badge: 'unreadNotifications',
};

const messages: SidebarItem = {
  label: labels.messages,
  path: paths.messages,
  icon: 'messages',
  badge: 'unreadMessages',
};

/** Shown under every role's menu, above the Log out button (spec part 1 §2.8). */
export const SIDEBAR_COMMON_ITEMS: readonly SidebarItem[] = [
  { label: labels.profileSettings, path: paths.profileSettings, icon: 'profileSettings' },
  { label: labels.helpCenter, path: paths.helpCenter, icon: 'helpCenter' },
];

/**
 * A role's menu: Dashboard, the role's own entries, Messages, Notifications, then the common items (spec part 1 §2.8;
 * Messages joined every role's menu with the secure messages).
 */
function roleMenu(...entries: SidebarItem[]): readonly SidebarItem[] {
  return [dashboard, ...entries, messages, notifications, ...SIDEBAR_COMMON_ITEMS];
}

const clientMenu = roleMenu(
  { label: labels.courtDocuments, path: paths.documents, icon: 'courtDocuments' },
  { label: labels.submitProperty, path: paths.submitProperty, icon: 'submitProperty' },
  { label: labels.schedulePickup, path: paths.schedulePickup, icon: 'keyPickup' },
  { label: labels.uploadDocuments, path: paths.uploadDocuments, icon: 'uploadDocuments' },
);

/** Menu by role, exactly as spec part 1 §2.8, followed by the common items. Unknown roles use Admin's (`parseRole`). */
export const SIDEBAR_MENU: Record<Role, readonly SidebarItem[]> = {
  Guardian: clientMenu,
  Executor: clientMenu,
  Attorney: roleMenu(
    { label: labels.submitClientInfo, path: paths.submitClientInfo, icon: 'clientInfo' },
    { label: labels.uploadCourtDocuments, path: paths.uploadCourtDocuments, icon: 'uploadCourtDocuments' },
    { label: labels.manageDocuments, path: paths.documents, icon: 'manageDocuments' },
  ),
  Agent: roleMenu(
    { label: labels.properties, path: paths.submitProperty, icon: 'properties' },
    { label: labels.documents, path: paths.agentDocuments, icon: 'agentDocuments' },
    { label: labels.scheduleShowing, path: paths.scheduleShowing, icon: 'scheduleShowing' },
  ),
  Admin: roleMenu(
    { label: labels.manageUsers, path: paths.manageClients, icon: 'manageUsers' },
    { label: labels.manageProperties, path: paths.manageProperties, icon: 'manageProperties' },
    { label: labels.intakeProcess, path: paths.intakeProcess, icon: 'intakeProcess' },
    { label: labels.intakeRequests, path: paths.manageIntake, icon: 'intakeRequests' },
    { label: labels.auditLog, path: paths.auditLog, icon: 'auditLog' },
  ),
};
