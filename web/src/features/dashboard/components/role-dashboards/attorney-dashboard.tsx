import { CaseProgressPanel } from '../case-progress-panel';
import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { casesStatCard } from '../stat-cards/case-stat-card';
import { documentsStatCard } from '../stat-cards/document-stat-card';
import { notificationsStatCard } from '../stat-cards/notification-stat-card';

/** The attorney's dashboard (spec part 1 §2.10): cases instead of properties. */
export const attorneyDashboard: RoleDashboardLayout = {
  stats: [casesStatCard, documentsStatCard, notificationsStatCard],
  shortcuts: DASHBOARD_SHORTCUTS.attorney,
  progress: <CaseProgressPanel />,
};
