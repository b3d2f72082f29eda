import { agentTexts, formatLongUsDate, formatTime12h, type Showing } from '@estatekey/domain';

const pageText = agentTexts.showingsPage;

/** '10:00 AM - 10:30 AM' (spec part 2 §9: 12-hour times). */
export function showingTimeRange(showing: Pick<Showing, 'startTime' | 'endTime'>): string {
  return pageText.timeRange(formatTime12h(showing.startTime), formatTime12h(showing.endTime));
}

/** 'Tuesday, March 10, 2026, 10:00 AM - 10:30 AM' (US English date with weekday). */
export function showingWhen(showing: Pick<Showing, 'date' | 'startTime' | 'endTime'>): string {
  return pageText.when(formatLongUsDate(showing.date), showingTimeRange(showing));
}
