import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';

import { ActiveListingsStatCard } from './active-listings-stat-card';
import { CaseProgressPanel } from './case-progress-panel';
import { CasesStatCard } from './cases-stat-card';
import { DASHBOARD_SHORTCUTS } from './dashboard-shortcuts';
import { DocumentsStatCard } from './documents-stat-card';
import { KeyPickupsStatCard } from './key-pickups-stat-card';
import { NotificationsStatCard } from './notifications-stat-card';
import { PropertiesStatCard } from './properties-stat-card';
import { PropertyProgressPanel } from './property-progress-panel';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

const FOUR_CARDS = { xs: 12, sm: 6, md: 3 } as const;
const THREE_CARDS = { xs: 12, sm: 6, md: 4 } as const;
const HALF = { xs: 12, md: 6 } as const;

/** Guardian, Executor and every other role (spec part 1 §2.10). */
export function ClientDashboard() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={FOUR_CARDS}>
          <PropertiesStatCard />
        </Grid>
        <Grid size={FOUR_CARDS}>
          <KeyPickupsStatCard />
        </Grid>
        <Grid size={FOUR_CARDS}>
          <DocumentsStatCard />
        </Grid>
        <Grid size={FOUR_CARDS}>
          <NotificationsStatCard />
        </Grid>
      </Grid>
      <QuickActions shortcuts={DASHBOARD_SHORTCUTS.client} />
      <Grid container spacing={2}>
        <Grid size={HALF}>
          <PropertyProgressPanel offerAddProperty />
        </Grid>
        <Grid size={HALF}>
          <RecentActivity />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function AgentDashboard() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={THREE_CARDS}>
          <PropertiesStatCard />
        </Grid>
        <Grid size={THREE_CARDS}>
          <ActiveListingsStatCard />
        </Grid>
        <Grid size={THREE_CARDS}>
          <NotificationsStatCard />
        </Grid>
      </Grid>
      <QuickActions shortcuts={DASHBOARD_SHORTCUTS.agent} />
      <Grid container spacing={2}>
        <Grid size={HALF}>
          <PropertyProgressPanel offerAddProperty={false} />
        </Grid>
        <Grid size={HALF}>
          <RecentActivity />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function AttorneyDashboard() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={THREE_CARDS}>
          <CasesStatCard />
        </Grid>
        <Grid size={THREE_CARDS}>
          <DocumentsStatCard />
        </Grid>
        <Grid size={THREE_CARDS}>
          <NotificationsStatCard />
        </Grid>
      </Grid>
      <QuickActions shortcuts={DASHBOARD_SHORTCUTS.attorney} />
      <Grid container spacing={2}>
        <Grid size={HALF}>
          <CaseProgressPanel />
        </Grid>
        <Grid size={HALF}>
          <RecentActivity />
        </Grid>
      </Grid>
    </Stack>
  );
}
