import type { LiveResult } from '../../../lib/firebase/live-result';
import type { StatCardProps } from './stat-card';

/** A live figure as a stat card shows it: the number once the first snapshot is in, a placeholder before. */
export function statValue<T>(result: LiveResult<T>, count: (data: T) => number | string): StatCardProps['value'] {
  return result.status === 'success' ? String(count(result.data)) : 'loading';
}
