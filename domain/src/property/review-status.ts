import { z } from 'zod';

// The review statuses on their own, without the property schema: the admin's dashboard shows counts by status and
// their badges, and would otherwise load the whole property (and sale) model at start.

/** Review status of a submitted property (spec part 1 §3). */
export const PROPERTY_REVIEW_STATUSES = ['pending', 'reviewing', 'approved', 'rejected'] as const;
export type PropertyReviewStatus = (typeof PROPERTY_REVIEW_STATUSES)[number];
export const propertyReviewStatusSchema = z.enum(PROPERTY_REVIEW_STATUSES);
export const DEFAULT_PROPERTY_REVIEW_STATUS: PropertyReviewStatus = 'pending';
export const PROPERTY_REVIEW_STATUS_COLORS: Record<PropertyReviewStatus, 'yellow' | 'blue' | 'green' | 'red'> = {
  pending: 'yellow',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
};
export const PROPERTY_REVIEW_STATUS_LABELS: Record<PropertyReviewStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  approved: 'Approved',
  rejected: 'Rejected',
};
