import { describe, expect, it } from 'vitest';
import { MILESTONE_KEYS } from '../property/milestones';
import { ROLES } from '../roles/roles';
import {
  canEditMilestone,
  editableMilestones,
  forbiddenMilestones,
  MILESTONE_EDITORS,
  MILESTONES_HIDDEN_FROM,
  visibleMilestones,
} from './milestones';

describe('MILESTONE_EDITORS', () => {
  it('has a row for every role with only known keys', () => {
    expect(Object.keys(MILESTONE_EDITORS).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      for (const key of MILESTONE_EDITORS[role]) expect(MILESTONE_KEYS).toContain(key);
      expect(new Set(MILESTONE_EDITORS[role]).size).toBe(MILESTONE_EDITORS[role].length);
    }
  });

  it('lets Admin edit all 12', () => {
    expect([...MILESTONE_EDITORS.Admin]).toEqual([...MILESTONE_KEYS]);
  });

  it('lets Guardian and Executor edit exactly the 7 spec keys', () => {
    const expected = ['keyPickup', 'cleanout', 'photos', 'listing', 'offer', 'titleCompany', 'closed'];
    expect([...MILESTONE_EDITORS.Guardian].sort()).toEqual([...expected].sort());
    expect([...MILESTONE_EDITORS.Executor].sort()).toEqual([...expected].sort());
  });

  it('lets Agent edit exactly the 9 spec keys', () => {
    expect([...MILESTONE_EDITORS.Agent].sort()).toEqual(
      [
        'photos',
        'listing',
        'offer',
        'titleCompany',
        'marketing',
        'showings',
        'negotiation',
        'inspection',
        'paperwork',
      ].sort(),
    );
  });

  it('lets Attorney edit none', () => {
    expect(MILESTONE_EDITORS.Attorney).toEqual([]);
  });

  it('answers cell by cell through canEditMilestone', () => {
    for (const role of ROLES) {
      for (const key of MILESTONE_KEYS) {
        expect(canEditMilestone(role, key)).toBe(MILESTONE_EDITORS[role].includes(key));
      }
      expect(editableMilestones(role)).toBe(MILESTONE_EDITORS[role]);
    }
    expect(canEditMilestone('Agent', 'keyPickup')).toBe(false);
    expect(canEditMilestone('Guardian', 'marketing')).toBe(false);
  });
});

describe('hidden milestones', () => {
  it('hides marketing, negotiation and paperwork from Guardian and Executor only', () => {
    for (const role of ['Guardian', 'Executor'] as const) {
      expect([...MILESTONES_HIDDEN_FROM[role]].sort()).toEqual(['marketing', 'negotiation', 'paperwork']);
      expect(visibleMilestones(role)).toHaveLength(9);
      for (const key of MILESTONE_EDITORS[role]) expect(visibleMilestones(role)).toContain(key);
    }
    for (const role of ['Admin', 'Attorney', 'Agent'] as const)
      expect(visibleMilestones(role)).toEqual([...MILESTONE_KEYS]);
  });

  it('keeps milestone order in the visible list', () => {
    expect(visibleMilestones('Guardian')).toEqual([
      'keyPickup',
      'cleanout',
      'photos',
      'listing',
      'showings',
      'offer',
      'inspection',
      'titleCompany',
      'closed',
    ]);
  });
});

describe('forbiddenMilestones', () => {
  it('names the keys of an update the role may not set', () => {
    expect(forbiddenMilestones('Agent', ['photos', 'keyPickup', 'closed'])).toEqual(['keyPickup', 'closed']);
    expect(forbiddenMilestones('Admin', MILESTONE_KEYS)).toEqual([]);
    expect(forbiddenMilestones('Guardian', ['pool'])).toEqual(['pool']);
  });
});
