import { adminTexts } from '@estatekey/domain';

import {
  AdminStatsProvider,
  useAwaitingReviewCount,
  useOpenIntakeCount,
  useUserCount,
} from '../../api/use-admin-figures';
import { AdminOverview } from '../admin-overview';
import { DASHBOARD_SHORTCUTS } from '../dashboard-shortcuts';
import type { RoleDashboardLayout } from '../role-dashboard-grid';
import { notificationsStatCard } from '../stat-cards/notification-stat-card';

const text = adminTexts.dashboard;

/** The admin's dashboard: open intake live, user and review counts, shortcuts to the admin screens. */
export const adminDashboard: RoleDashboardLayout = {
  stats: [
    {
      frame: { title: text.openIntake, icon: 'intakeRequests', caption: text.openIntakeCaption },
      useFigure: useOpenIntakeCount,
    },
    { frame: { title: text.users, icon: 'manageUsers', caption: text.usersCaption }, useFigure: useUserCount },
    {
      frame: { title: text.pendingReview, icon: 'manageProperties', caption: text.pendingReviewCaption },
      useFigure: useAwaitingReviewCount,
    },
    notificationsStatCard,
  ],
  shortcuts: DASHBOARD_SHORTCUTS.admin,
  progress: <AdminOverview />,
  frame: AdminStatsProvider,
};
