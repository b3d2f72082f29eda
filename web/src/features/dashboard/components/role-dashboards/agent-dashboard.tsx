import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import { PropertyProgressPanel } from '../property-progress-panel';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { STAT_CARDS } from '../stat-cards';

/** The agent's dashboard (spec part 1 §2.10, §2.11): shared properties with their status panel, no 'Add Property'. */
export const agentDashboard: RoleDashboardLayout = {
  stats: [STAT_CARDS.properties, STAT_CARDS.activeListings, STAT_CARDS.notifications],
  shortcuts: DASHBOARD_SHORTCUTS.agent,
  progress: <PropertyProgressPanel offerAddProperty={false} showStatusPanel />,
};
