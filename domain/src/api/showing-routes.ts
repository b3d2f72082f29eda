import { z } from 'zod';
import { showingRequestSchema, showingResponseSchema } from '../showing/showing';
import { idParamsSchema, messageResponseSchema } from './common';
import { firstFailureMessage, showingBodyFor } from './request-bodies';
import { type ApiRoute, AGENT_ONLY } from './route-contract';

/** Showings */
export const showingRoutes = {
  showings: { method: 'GET', path: '/api/showings', access: AGENT_ONLY, response: z.array(showingResponseSchema) },
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
} as const satisfies Record<string, ApiRoute>;
