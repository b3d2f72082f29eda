import type { LiveStatus } from './live-source';

/**
 * What a live Firestore hook hands to components: still waiting for the first snapshot, or the latest data. A failed
 * listener throws, so an error boundary around the reader decides what to show instead.
 */
export type LiveResult<T> = { readonly status: 'loading' } | { readonly status: 'success'; readonly data: T };

export const LIVE_LOADING: LiveResult<never> = { status: 'loading' };

export function liveResult<Observed, T>(observed: LiveStatus<Observed>, select: (data: Observed) => T): LiveResult<T> {
  return observed.status === 'success' ? { status: 'success', data: select(observed.data) } : LIVE_LOADING;
}
