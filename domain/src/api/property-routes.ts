import { z } from 'zod';
import {
  lockboxCodeRequestSchema,
  lockboxCodeResponseSchema,
  propertyFormSchema,
  propertyResponseSchema,
  propertySubmitRequestSchema,
  publicPropertySubmissionSchema,
  statusUpdateRequestSchema,
} from '../property/property';
import { propertyOverviewResponseSchema } from '../property/property-overview';
import { sharedUserSchema, shareRequestSchema, unshareRequestSchema } from '../property/sharing';
import { idParamsSchema, messageResponseSchema, propertyIdParamsSchema } from './common';
import { statusTexts } from '../messages/status-texts';
import { leadingMessage } from './request-bodies';
import { type ApiRoute, AGENT_ONLY } from './route-contract';
import { custodyLogPageResponseSchema, custodyLogQuerySchema } from '../custody/key-custody';

const propertyMissingValidationMessage = leadingMessage(statusTexts.propertyMissing);

/** Properties and sharing */
export const propertyRoutes = {
  submitProperty: {
    method: 'POST',
    path: '/api/properties/submit',
    access: 'optional',
    rateLimit: ['public', 'userWrites'],
    // Signed-in callers may send either form; visitors the landing page's.
    body: propertySubmitRequestSchema,
    visitorBody: publicPropertySubmissionSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema.optional() }),
    successStatus: 201,
  },
  userProperties: {
    method: 'GET',
    path: '/api/properties/user',
    access: 'authenticated',
    response: z.array(propertyResponseSchema),
  },
  agentProperties: {
    method: 'GET',
    path: '/api/properties/agent',
    access: AGENT_ONLY,
    response: z.array(propertyResponseSchema),
  },
  updatePropertyStatus: {
    method: 'PUT',
    path: '/api/properties/:id/status',
    access: 'authenticated',
    params: propertyIdParamsSchema,
    validationMessage: propertyMissingValidationMessage,
    body: statusUpdateRequestSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  /** The Properties page's Edit (spec part 1 §2.15 shows the button, not what it does; DESIGN §8: a real edit). */
  updateProperty: {
    method: 'PUT',
    path: '/api/properties/:id',
    access: 'authenticated',
    params: idParamsSchema,
    body: propertyFormSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  sharedUsers: {
    method: 'GET',
    path: '/api/properties/:id/shared-users',
    access: 'authenticated',
    params: idParamsSchema,
    response: z.array(sharedUserSchema),
  },
  /** The property page: its viewers include the attorney and client of an associated case. */
  propertyOverview: {
    method: 'GET',
    path: '/api/properties/:id/overview',
    access: 'authenticated',
    params: idParamsSchema,
    response: propertyOverviewResponseSchema,
  },
  /** The lockbox code, for the owner and a 'manage' share only; each read is audit-logged. */
  propertyLockbox: {
    method: 'GET',
    path: '/api/properties/:id/lockbox',
    access: 'authenticated',
    params: idParamsSchema,
    response: lockboxCodeResponseSchema,
  },
  /** Kept as an alias of setLockboxCode, served by the same handler. */
  setPropertyLockbox: {
    method: 'PUT',
    path: '/api/properties/:id/lockbox',
    access: 'authenticated',
    params: idParamsSchema,
    body: lockboxCodeRequestSchema,
    response: messageResponseSchema,
  },
  /** The chain of custody's path for setting the code (owner, 'manage' share, admin); never answers the code. */
  setLockboxCode: {
    method: 'PUT',
    path: '/api/properties/:id/lockbox-code',
    access: 'authenticated',
    params: idParamsSchema,
    body: lockboxCodeRequestSchema,
    response: messageResponseSchema,
  },
  /** The property's custody log, newest first, in cursor pages (KEY_CUSTODY_ACCESS.readCustodyLog). */
  custodyLog: {
    method: 'GET',
    path: '/api/properties/:id/custody-log',
    access: 'authenticated',
    params: idParamsSchema,
    query: custodyLogQuerySchema,
    response: custodyLogPageResponseSchema,
  },
  shareProperty: {
    method: 'POST',
    path: '/api/properties/share',
    access: 'authenticated',
    rateLimit: ['userWrites'],
    body: shareRequestSchema,
    response: messageResponseSchema,
  },
  unshareProperty: {
    method: 'DELETE',
    path: '/api/properties/share',
    access: 'authenticated',
    rateLimit: ['userWrites'],
    body: unshareRequestSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
