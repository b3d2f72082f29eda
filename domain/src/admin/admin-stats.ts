import { z } from 'zod';
import type { IntakeStatus } from '../intake/intake-request';
import { PROPERTY_REVIEW_STATUSES } from '../property/review-status';
import { ROLES } from '../roles/roles';

/** Requests still waiting for an admin: the dashboard's open intake items. */
export const OPEN_INTAKE_STATUSES = ['new', 'contacted'] as const satisfies readonly IntakeStatus[];

/** The admin dashboard's counts: users by role, properties by review status, open public intake. */
export const adminStatsResponseSchema = z.object({
  usersByRole: z.record(z.enum(ROLES), z.number().int().nonnegative()),
  propertiesByStatus: z.record(z.enum(PROPERTY_REVIEW_STATUSES), z.number().int().nonnegative()),
  openIntake: z.number().int().nonnegative(),
});
export type AdminStats = z.output<typeof adminStatsResponseSchema>;
