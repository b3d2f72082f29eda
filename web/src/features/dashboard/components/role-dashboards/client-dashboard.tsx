import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import { PropertyProgressPanel } from '../property-progress-panel';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { documentsStatCard } from '../stat-cards/document-stat-card';
import { keyPickupsStatCard } from '../stat-cards/key-pickup-stat-card';
import { notificationsStatCard } from '../stat-cards/notification-stat-card';
import { propertiesStatCard } from '../stat-cards/property-stat-cards';
import { LazyTwoTracksPanel } from '../lazy-two-tracks-panel';

/** Guardian, Executor and every other role (spec part 1 §2.10); a client with a case also sees both tracks. */
export const clientDashboard: RoleDashboardLayout = {
  stats: [propertiesStatCard, keyPickupsStatCard, documentsStatCard, notificationsStatCard],
  shortcuts: DASHBOARD_SHORTCUTS.client,
  progress: <PropertyProgressPanel offerAddProperty />,
  featured: <LazyTwoTracksPanel />,
};
