import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import { PropertyProgressPanel } from '../property-progress-panel';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { notificationsStatCard } from '../stat-cards/notification-stat-card';
import { activeListingsStatCard, propertiesStatCard } from '../stat-cards/property-stat-cards';

/** The agent's dashboard (spec part 1 §2.10, §2.11): shared properties with their status panel, no 'Add Property'. */
export const agentDashboard: RoleDashboardLayout = {
  stats: [propertiesStatCard, activeListingsStatCard, notificationsStatCard],
  shortcuts: DASHBOARD_SHORTCUTS.agent,
  progress: <PropertyProgressPanel offerAddProperty={false} showStatusPanel />,
};
