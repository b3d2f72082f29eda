import type { LiveResult } from '../../../../lib/firebase/live-result';
import type { StatCardDefinition, StatFigure } from '../live-stat-card';

/** A live read's result as the figure a card shows; loading and failure pass through. */
export function figureOf<T>(result: LiveResult<T>, figure: (data: T) => StatFigure): LiveResult<StatFigure> {
  return result.status === 'success' ? { status: 'success', data: figure(result.data) } : result;
}

export const asValue = (count: number): StatFigure => ({ value: count });

export function defineStatCard(
  title: string,
  icon: StatCardDefinition['frame']['icon'],
  caption: string,
  useFigure: StatCardDefinition['useFigure'],
): StatCardDefinition {
  return { frame: { title, icon, caption }, useFigure };
}
