import { MILESTONE_KEYS, type MilestoneKey } from '../property/milestones';
import type { Role } from '../roles/roles';

/** Which property milestones each role may set (spec part 1 §6). Attorneys edit none. */
export const MILESTONE_EDITORS: Record<Role, readonly MilestoneKey[]> = {
  Admin: MILESTONE_KEYS,
  Guardian: ['keyPickup', 'cleanout', 'photos', 'listing', 'offer', 'titleCompany', 'closed'],
  Executor: ['keyPickup', 'cleanout', 'photos', 'listing', 'offer', 'titleCompany', 'closed'],
  Attorney: [],
  Agent: [
    'photos',
    'listing',
    'offer',
    'titleCompany',
    'marketing',
    'showings',
    'negotiation',
    'inspection',
    'paperwork',
  ],
};

/** Milestones the status panel does not show to a role at all (spec part 1 §6). */
export const MILESTONES_HIDDEN_FROM: Record<Role, readonly MilestoneKey[]> = {
  Admin: [],
  Guardian: ['marketing', 'negotiation', 'paperwork'],
  Executor: ['marketing', 'negotiation', 'paperwork'],
  Attorney: [],
  Agent: [],
};

export function canEditMilestone(role: Role, key: MilestoneKey): boolean {
  return MILESTONE_EDITORS[role].includes(key);
}

export function editableMilestones(role: Role): readonly MilestoneKey[] {
  return MILESTONE_EDITORS[role];
}

/** The milestones a role sees, in milestone order. */
export function visibleMilestones(role: Role): readonly MilestoneKey[] {
  const hidden = MILESTONES_HIDDEN_FROM[role];
  return MILESTONE_KEYS.filter((key) => !hidden.includes(key));
}

/** Keys of a status update the role may not set; empty when the whole update is allowed. */
export function forbiddenMilestones(role: Role, keys: Iterable<string>): string[] {
  const editable: readonly string[] = MILESTONE_EDITORS[role];
  return [...keys].filter((key) => !editable.includes(key));
}
