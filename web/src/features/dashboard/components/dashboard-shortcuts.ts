import { dashboardTexts, type SidebarIcon, sidebarTexts, paths } from '@estatekey/domain';

import type { DashboardLayout } from './dashboard-view';

export interface DashboardShortcut {
  readonly label: string;
  readonly path: string;
  readonly icon: SidebarIcon;
}

const { shortcuts } = dashboardTexts;

/**
 * Shortcut cards per dashboard (spec part 1 §2.10). The agent's Documents shortcut opens /agent-documents: the spec's
 * /documents is closed to agents by its own route guard (part 2 §2) and would bounce them back to /home.
 */
export const DASHBOARD_SHORTCUTS: Record<DashboardLayout, DashboardShortcut[]> = {
  client: [
    { label: shortcuts.submitProperty, path: paths.submitProperty, icon: 'submitProperty' },
    { label: shortcuts.schedulePickup, path: paths.schedulePickup, icon: 'keyPickup' },
    { label: shortcuts.uploadDocuments, path: paths.uploadDocuments, icon: 'uploadDocuments' },
    { label: shortcuts.notifications, path: paths.notifications, icon: 'notifications' },
  ],
  agent: [
    { label: shortcuts.properties, path: paths.properties, icon: 'properties' },
    { label: shortcuts.documents, path: paths.agentDocuments, icon: 'agentDocuments' },
    { label: shortcuts.scheduleShowing, path: paths.scheduleShowing, icon: 'scheduleShowing' },
    { label: shortcuts.viewAllActivity, path: paths.notifications, icon: 'notifications' },
  ],
  admin: [
    { label: sidebarTexts.manageUsers, path: paths.manageClients, icon: 'manageUsers' },
    { label: sidebarTexts.manageProperties, path: paths.manageProperties, icon: 'manageProperties' },
    { label: sidebarTexts.intakeRequests, path: paths.manageIntake, icon: 'intakeRequests' },
    { label: sidebarTexts.auditLog, path: paths.auditLog, icon: 'auditLog' },
  ],
  attorney: [
    { label: shortcuts.submitClientInfo, path: paths.submitClientInfo, icon: 'clientInfo' },
    { label: shortcuts.uploadCourtDocuments, path: paths.uploadCourtDocuments, icon: 'uploadCourtDocuments' },
    { label: shortcuts.notifications, path: paths.notifications, icon: 'notifications' },
  ],
};
