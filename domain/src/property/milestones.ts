import { z } from 'zod';

export const MILESTONE_KEYS = [
  'keyPickup',
  'cleanout',
  'photos',
  'listing',
  'marketing',
  'showings',
  'offer',
  'negotiation',
  'inspection',
  'titleCompany',
  'paperwork',
  'closed',
] as const;
export type MilestoneKey = (typeof MILESTONE_KEYS)[number];
export const milestoneKeySchema = z.enum(MILESTONE_KEYS);

export const MILESTONE_LABELS: Record<MilestoneKey, string> = {
  keyPickup: 'Key pickup completed',
  cleanout: 'Property cleanout',
  photos: 'Professional photos',
  listing: 'Property listed',
  marketing: 'Marketing campaign',
  showings: 'Showings',
  offer: 'Offer received',
  negotiation: 'Negotiation',
  inspection: 'Inspection',
  titleCompany: 'Title company',
  paperwork: 'Closing paperwork',
  closed: 'Sale closed',
};

export const MILESTONE_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES);
export const DEFAULT_MILESTONE_STATUS: MilestoneStatus = 'Pending';

/** Weight of an 'In Progress' milestone in the progress percent (spec part 1 §4). */
export const IN_PROGRESS_WEIGHT = 0.5;

/** A full map of the 12 milestones, as stored on a property. */
export const statusDataSchema = z.object(
  Object.fromEntries(MILESTONE_KEYS.map((key) => [key, milestoneStatusSchema])) as Record<
    MilestoneKey,
    typeof milestoneStatusSchema
  >,
);
export type StatusData = z.infer<typeof statusDataSchema>;

/** A partial map, as sent by a status update: only the milestones that change. */
export const statusDataPatchSchema = statusDataSchema.partial().strict();
export type StatusDataPatch = z.infer<typeof statusDataPatchSchema>;

export function emptyStatusData(): StatusData {
  return Object.fromEntries(MILESTONE_KEYS.map((key) => [key, DEFAULT_MILESTONE_STATUS])) as StatusData;
}

/** (completed + 0.5 × in progress) / 12 × 100; missing milestones count as Pending. */
export function propertyProgressPercent(
  statusData: Partial<Record<MilestoneKey, MilestoneStatus>> | null | undefined,
): number {
  if (!statusData) return 0;
  let score = 0;
  for (const key of MILESTONE_KEYS) {
    const status = statusData[key];
    if (status === 'Completed') score += 1;
    else if (status === 'In Progress') score += IN_PROGRESS_WEIGHT;
  }
  return (score / MILESTONE_KEYS.length) * 100;
}
