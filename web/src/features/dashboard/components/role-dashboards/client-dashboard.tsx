import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import { PropertyProgressPanel } from '../property-progress-panel';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { STAT_CARDS } from '../stat-cards';

/** Guardian, Executor and every other role (spec part 1 §2.10). */
export const clientDashboard: RoleDashboardLayout = {
  stats: [STAT_CARDS.properties, STAT_CARDS.keyPickups, STAT_CARDS.documents, STAT_CARDS.notifications],
  shortcuts: DASHBOARD_SHORTCUTS.client,
  progress: <PropertyProgressPanel offerAddProperty />,
};
