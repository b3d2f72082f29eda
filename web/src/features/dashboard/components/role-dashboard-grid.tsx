import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Fragment, type ComponentType, type ReactNode } from 'react';

import { equalColumns } from '../../../components/ui/equal-columns';
import type { DashboardShortcut } from './dashboard-shortcuts';
import { LiveStatCard, type StatCardDefinition } from './live-stat-card';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';

/** What a role's dashboard shows (spec part 1 §2.10); every role is laid out by the one grid below. */
export interface RoleDashboardLayout {
  /** The stat cards of the top row, left to right; they share the row evenly. */
  readonly stats: readonly StatCardDefinition[];
  readonly shortcuts: readonly DashboardShortcut[];
  /** The progress panel left of Recent Activity. */
  readonly progress: ReactNode;
  /** A full-width block under the quick actions (the client's case and property tracks). */
  readonly featured?: ReactNode;
  /** Wraps the whole grid, e.g. to share one request among the cards and panels. */
  readonly frame?: ComponentType<{ children: ReactNode }>;
}

/** Stat cards, then the quick actions, then the progress panel beside Recent Activity. */
export function RoleDashboardGrid({ layout }: { layout: RoleDashboardLayout }) {
  const Frame = layout.frame ?? Fragment;
  return (
    <Frame>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gridTemplateColumns: equalColumns({ sm: 2, md: layout.stats.length }), gap: 2 }}>
          {layout.stats.map((card) => (
            <LiveStatCard key={card.frame.title} card={card} />
          ))}
        </Box>
        <QuickActions shortcuts={layout.shortcuts} />
        {layout.featured}
        <Box sx={{ display: 'grid', gridTemplateColumns: equalColumns({ md: 2 }), gap: 2 }}>
          <div>{layout.progress}</div>
          <div>
            <RecentActivity />
          </div>
        </Box>
      </Stack>
    </Frame>
  );
}
