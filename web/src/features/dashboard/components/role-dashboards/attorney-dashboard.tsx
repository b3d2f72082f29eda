import { CaseProgressPanel } from '../case-progress-panel';
import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { STAT_CARDS } from '../stat-cards';

/** The attorney's dashboard (spec part 1 §2.10): cases instead of properties. */
export const attorneyDashboard: RoleDashboardLayout = {
  stats: [STAT_CARDS.cases, STAT_CARDS.documents, STAT_CARDS.notifications],
  shortcuts: DASHBOARD_SHORTCUTS.attorney,
  progress: <CaseProgressPanel />,
};
