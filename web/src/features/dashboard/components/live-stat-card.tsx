import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { StatCard, type StatCardProps } from './stat-card';

/** What a stat card's live read yields: the figure and, where it depends on the data, the caption under it. */
export interface StatFigure {
  readonly value: number | string;
  readonly caption?: string;
}

/** One dashboard stat card as data: its frame (title, icon, default caption) and the hook reading its figure live. */
export interface StatCardDefinition {
  readonly frame: Omit<StatCardProps, 'value'>;
  readonly useFigure: () => LiveResult<StatFigure>;
}

function LiveFigure({ card }: { card: StatCardDefinition }) {
  const figure = card.useFigure();
  if (figure.status === 'loading') return <StatCard {...card.frame} value="loading" />;
  return (
    <StatCard {...card.frame} value={String(figure.data.value)} caption={figure.data.caption ?? card.frame.caption} />
  );
}

/** A stat card with its live figure; a failed read shows "—" and is only logged (spec part 1 §8). */
export function LiveStatCard({ card }: { card: StatCardDefinition }) {
  return (
    <LiveDataBoundary label={`${card.frame.title} card`} fallback={<StatCard {...card.frame} value="unavailable" />}>
      <LiveFigure card={card} />
    </LiveDataBoundary>
  );
}
