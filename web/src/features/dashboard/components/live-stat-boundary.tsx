import type { ReactNode } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { StatCard, type StatCardProps } from './stat-card';

export type StatCardFrame = Omit<StatCardProps, 'value'>;

/** A stat card whose live read failed shows "—"; the failure is only logged (spec part 1 §8). */
export function LiveStatBoundary({ card, children }: { card: StatCardFrame; children: ReactNode }) {
  return (
    <LiveDataBoundary label={`${card.title} card`} fallback={<StatCard {...card} value="unavailable" />}>
      {children}
    </LiveDataBoundary>
  );
}
