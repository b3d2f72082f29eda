import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import { PropertyProgressPanel } from '../property-progress-panel';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { STAT_CARDS } from '../stat-cards';
import { LazyTwoTracksPanel } from '../lazy-two-tracks-panel';

/** Guardian, Executor and every other role (spec part 1 §2.10); a client with a case also sees both tracks. */
export const clientDashboard: RoleDashboardLayout = {
  stats: [STAT_CARDS.properties, STAT_CARDS.keyPickups, STAT_CARDS.documents, STAT_CARDS.notifications],
  shortcuts: DASHBOARD_SHORTCUTS.client,
  progress: <PropertyProgressPanel offerAddProperty />,
  featured: <LazyTwoTracksPanel />,
};
