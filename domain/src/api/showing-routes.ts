import { z } from 'zod';
import { makeShowingSchema, showingRequestSchema, showingResponseSchema } from '../showing/showing';
import { showingSettingsSchema } from '../showing/showing-settings';
import { showingDecisionRequestSchema, showingDecisionResponseSchema } from '../showing/showing-approval';
import { showingFeedbackRequestSchema } from '../showing/showing-feedback';
import { lockboxRevealResponseSchema } from '../custody/key-custody';
import { idParamsSchema, listPageQuerySchema, messageResponseSchema } from './common';
import { type BodyContext, firstFailureMessage } from './request-bodies';
import { type ApiRoute, AGENT_ONLY } from './route-contract';

function showingBodyFor({ today }: BodyContext): z.ZodType {
  return makeShowingSchema(today);
}

/** Showings */
export const showingRoutes = {
  showings: {
    method: 'GET',
    path: '/api/showings',
    access: AGENT_ONLY,
    query: listPageQuerySchema,
    response: z.array(showingResponseSchema),
  },
  createShowing: {
    method: 'POST',
    path: '/api/showings',
    access: AGENT_ONLY,
    body: showingRequestSchema,
    bodyFor: showingBodyFor,
    // The form's own message: 'Please fill in all required fields', or the end/date problem it found first.
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ showing: showingResponseSchema }),
    successStatus: 201,
  },
  updateShowing: {
    method: 'PUT',
    path: '/api/showings/:id',
    access: AGENT_ONLY,
    params: idParamsSchema,
    body: showingRequestSchema,
    bodyFor: showingBodyFor,
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ showing: showingResponseSchema }),
  },
  cancelShowing: {
    method: 'DELETE',
    path: '/api/showings/:id',
    access: AGENT_ONLY,
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  /** The property's showing settings: its members read them (defaults when never set). */
  showingSettings: {
    method: 'GET',
    path: '/api/properties/:id/showing-settings',
    access: 'authenticated',
    params: idParamsSchema,
    response: showingSettingsSchema,
  },
  /** The owner, a 'manage' share or an admin keeps them (SHOWING_ACCESS.changeShowingSettings). */
  updateShowingSettings: {
    method: 'PUT',
    path: '/api/properties/:id/showing-settings',
    access: 'authenticated',
    params: idParamsSchema,
    body: showingSettingsSchema,
    response: showingSettingsSchema,
  },
  /** Confirm or decline a requested showing (SHOWING_ACCESS.decideShowing); 409 when it is not requested. */
  decideShowing: {
    method: 'PUT',
    path: '/api/showings/:id/decision',
    access: 'authenticated',
    params: idParamsSchema,
    body: showingDecisionRequestSchema,
    response: showingDecisionResponseSchema,
  },
  /** The booking agent's feedback once the showing has ended (409 before). */
  showingFeedback: {
    method: 'PUT',
    path: '/api/showings/:id/feedback',
    access: AGENT_ONLY,
    params: idParamsSchema,
    body: showingFeedbackRequestSchema,
    response: messageResponseSchema,
  },
  /**
   * The lockbox code for the showing's own agent, for a confirmed showing from an hour before its start to its end
   * (lockboxRevealDecision); 403 `{ message, opensAt }` outside. Each reveal is audit-logged, custody-logged and
   * notified to the owner.
   */
  revealLockboxCode: {
    method: 'GET',
    path: '/api/showings/:id/lockbox-code',
    access: AGENT_ONLY,
    params: idParamsSchema,
    response: lockboxRevealResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
