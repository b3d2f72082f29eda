import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits';
import { localDateTime } from '../common/dates';
import { optionalText } from '../common/primitives';

export const PRICE_OPINIONS = ['too-high', 'about-right', 'too-low'] as const;
export type PriceOpinion = (typeof PRICE_OPINIONS)[number];

/** Body of PUT /api/showings/{id}/feedback: what the visitor thought, as their agent reports it. */
export const showingFeedbackRequestSchema = z.object({
  interest: z.number().int().min(1).max(5),
  priceOpinion: z.enum(PRICE_OPINIONS),
  comments: optionalText(TEXT_LIMITS.description),
});
export type ShowingFeedbackRequest = z.output<typeof showingFeedbackRequestSchema>;
export type ShowingFeedbackInput = z.input<typeof showingFeedbackRequestSchema>;

export interface ShowingFeedbackSummary {
  readonly count: number;
  /** Mean interest rounded to one decimal; null without feedback. */
  readonly averageInterest: number | null;
  readonly priceOpinions: Record<PriceOpinion, number>;
}

export function summarizeFeedback(feedback: readonly ShowingFeedbackRequest[]): ShowingFeedbackSummary {
  const priceOpinions = { 'too-high': 0, 'about-right': 0, 'too-low': 0 } satisfies Record<PriceOpinion, number>;
  for (const entry of feedback) priceOpinions[entry.priceOpinion] += 1;
  const total = feedback.reduce((sum, entry) => sum + entry.interest, 0);
  return {
    count: feedback.length,
    averageInterest: feedback.length === 0 ? null : Math.round((total / feedback.length) * 10) / 10,
    priceOpinions,
  };
}

/** A showing has ended once its end time has passed: feedback opens then. */
export function showingHasEnded(showing: { date: string; endTime: string }, now: Date): boolean {
  return localDateTime(showing.date, showing.endTime).getTime() <= now.getTime();
}

/** The second request for feedback follows the first after a day, and no more follow. */
export const FEEDBACK_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
export const FEEDBACK_REQUESTS_MAX = 2;

/**
 * Whether the scheduled sweep should ask the showing's agent for feedback now: a confirmed showing that ended, without
 * feedback, asked fewer than twice, and (when asked once) a day after the first ask.
 */
export function feedbackRequestDue(
  showing: {
    status: string;
    date: string;
    endTime: string;
    feedback?: unknown;
    feedbackRequestCount?: number;
    feedbackRequestedAt?: Date | null;
  },
  now: Date,
): boolean {
  if (showing.status !== 'confirmed' || showing.feedback || !showingHasEnded(showing, now)) return false;
  const count = showing.feedbackRequestCount ?? 0;
  if (count >= FEEDBACK_REQUESTS_MAX) return false;
  if (count === 0) return true;
  const last = showing.feedbackRequestedAt;
  return !!last && now.getTime() - last.getTime() >= FEEDBACK_REMINDER_AFTER_MS;
}
