import { z } from 'zod';
import {
  adminIntakePageResponseSchema,
  adminMailOutboxPageResponseSchema,
  adminMailOutboxQuerySchema,
  adminIntakeQuerySchema,
  adminPropertiesPageResponseSchema,
  adminPropertiesQuerySchema,
  adminUserSchema,
  adminUsersPageResponseSchema,
  adminUsersQuerySchema,
  intakeConvertRequestSchema,
  intakeConvertResponseSchema,
  intakeUpdateRequestSchema,
  reviewRequestSchema,
  userDisabledRequestSchema,
  userRoleRequestSchema,
} from '../admin/admin';
import { intakeRequestResponseSchema } from '../intake/intake-request';
import { propertyResponseSchema } from '../property/property';
import { adminOverviewRoutes } from './admin-overview-routes';
import { idParamsSchema, messageResponseSchema } from './common';
import type { ApiRoute } from './route-contract';

/** The admin-only routes (the overview's among them). */
export const adminRoutes = {
  ...adminOverviewRoutes,
  // Admin area: users, property reviews and the public intake queue.
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: ['Admin'],
    query: adminUsersQuerySchema,
    response: adminUsersPageResponseSchema,
  },
  adminChangeUserRole: {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    access: ['Admin'],
    params: idParamsSchema,
    body: userRoleRequestSchema,
    response: messageResponseSchema.extend({ user: adminUserSchema }),
  },
  adminSetUserDisabled: {
    method: 'PUT',
    path: '/api/admin/users/:id/disabled',
    access: ['Admin'],
    params: idParamsSchema,
    body: userDisabledRequestSchema,
    response: messageResponseSchema.extend({ user: adminUserSchema }),
  },
  adminResendVerification: {
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    access: ['Admin'],
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  adminProperties: {
    method: 'GET',
    path: '/api/admin/properties',
    access: ['Admin'],
    query: adminPropertiesQuerySchema,
    response: adminPropertiesPageResponseSchema,
  },
  adminReviewProperty: {
    method: 'PUT',
    path: '/api/admin/properties/:id/review',
    access: ['Admin'],
    params: idParamsSchema,
    body: reviewRequestSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  adminIntake: {
    method: 'GET',
    path: '/api/admin/intake',
    access: ['Admin'],
    query: adminIntakeQuerySchema,
    response: adminIntakePageResponseSchema,
  },
  adminUpdateIntake: {
    method: 'PUT',
    path: '/api/admin/intake/:id',
    access: ['Admin'],
    params: idParamsSchema,
    body: intakeUpdateRequestSchema,
    response: messageResponseSchema.extend({ request: intakeRequestResponseSchema }),
  },
  adminConvertIntake: {
    method: 'POST',
    path: '/api/admin/intake/:id/convert',
    access: ['Admin'],
    params: idParamsSchema,
    body: intakeConvertRequestSchema,
    response: intakeConvertResponseSchema,
  },
  // Mail delivery: admins see mail that failed (or waits for a retry) with its reason.
  adminMailOutbox: {
    method: 'GET',
    path: '/api/admin/mail-outbox',
    access: ['Admin'],
    query: adminMailOutboxQuerySchema,
    response: adminMailOutboxPageResponseSchema,
  },
  /**
   * Repair of data stored before secrets moved out of member-readable documents: plaintext lockbox codes on
   * properties (and in the wizard answers on profiles), buyer contact and notes on showings; and buyer documents
   * without their showing's date and start. Idempotent.
   */
  adminMovePrivateFields: {
    method: 'POST',
    path: '/api/admin/maintenance/move-private-fields',
    access: ['Admin'],
    response: messageResponseSchema.extend({
      lockboxCodes: z.number().int().nonnegative(),
      profiles: z.number().int().nonnegative(),
      showings: z.number().int().nonnegative(),
      buyerWindows: z.number().int().nonnegative(),
    }),
  },
} as const satisfies Record<string, ApiRoute>;
