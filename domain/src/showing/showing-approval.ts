import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits';
import { optionalText } from '../common/primitives';
import type { ShowingApprovalMode } from './showing-settings';

/** A showing's stored approval status; showings written before it existed read as 'confirmed'. */
export const SHOWING_APPROVAL_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ShowingApprovalStatus = (typeof SHOWING_APPROVAL_STATUSES)[number];
export const showingApprovalStatusSchema = z.enum(SHOWING_APPROVAL_STATUSES);

/** Where each status may go next; declined and cancelled are final. */
export const SHOWING_STATUS_TRANSITIONS: Record<ShowingApprovalStatus, readonly ShowingApprovalStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};

export function canTransitionShowing(from: ShowingApprovalStatus, to: ShowingApprovalStatus): boolean {
  return SHOWING_STATUS_TRANSITIONS[from].includes(to);
}

/** The status a booking gets under the property's approval mode. */
export function initialShowingStatus(mode: ShowingApprovalMode): ShowingApprovalStatus {
  return mode === 'owner-approval' ? 'requested' : 'confirmed';
}

/** Requested and confirmed showings hold their slot; declined and cancelled ones free it. */
export function holdsSlot(showing: { status: ShowingApprovalStatus }): boolean {
  return showing.status === 'requested' || showing.status === 'confirmed';
}

export const SHOWING_DECISIONS = ['confirm', 'decline'] as const;
export type ShowingDecision = (typeof SHOWING_DECISIONS)[number];

/** Body of PUT /api/showings/{id}/decision. */
export const showingDecisionRequestSchema = z.object({
  decision: z.enum(SHOWING_DECISIONS),
  reason: optionalText(TEXT_LIMITS.description),
});
export type ShowingDecisionRequest = z.output<typeof showingDecisionRequestSchema>;

export function statusOfDecision(decision: ShowingDecision): ShowingApprovalStatus {
  return decision === 'confirm' ? 'confirmed' : 'declined';
}

export const showingDecisionResponseSchema = z.object({ status: showingApprovalStatusSchema });
