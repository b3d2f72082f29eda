import { describe, expect, it } from 'vitest';
import {
  emptyStatusData,
  MILESTONE_KEYS,
  MILESTONE_LABELS,
  MILESTONE_STATUSES,
  propertyProgressPercent,
  statusDataPatchSchema,
  statusDataSchema,
} from './milestones';

describe('milestones', () => {
  it('has the 12 milestone keys in spec order', () => {
    expect(MILESTONE_KEYS).toEqual([
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
    ]);
  });

  it('labels every milestone, key pickup as the spec words it', () => {
    expect(MILESTONE_LABELS.keyPickup).toBe('Key pickup completed');
    for (const key of MILESTONE_KEYS) expect(MILESTONE_LABELS[key].length).toBeGreaterThan(0);
    expect(new Set(Object.values(MILESTONE_LABELS)).size).toBe(12);
  });

  it('has the three statuses', () => {
    expect(MILESTONE_STATUSES).toEqual(['Pending', 'In Progress', 'Completed']);
  });

  it('starts every milestone as Pending', () => {
    const data = emptyStatusData();
    expect(Object.keys(data)).toEqual([...MILESTONE_KEYS]);
    expect(new Set(Object.values(data))).toEqual(new Set(['Pending']));
    expect(statusDataSchema.safeParse(data).success).toBe(true);
  });

  it('refuses a stored map with a missing milestone or a foreign value', () => {
    const { closed: _closed, ...withoutClosed } = emptyStatusData();
    expect(statusDataSchema.safeParse(withoutClosed).success).toBe(false);
    expect(statusDataSchema.safeParse({ ...emptyStatusData(), listing: 'Complete' }).success).toBe(false);
  });

  it('accepts a partial update but no unknown milestone', () => {
    expect(statusDataPatchSchema.safeParse({ photos: 'In Progress' }).success).toBe(true);
    expect(statusDataPatchSchema.safeParse({ pool: 'Completed' }).success).toBe(false);
    expect(statusDataPatchSchema.safeParse({ photos: 'Done' }).success).toBe(false);
  });
});

describe('propertyProgressPercent', () => {
  it('is 0 with nothing done, 100 with everything completed', () => {
    expect(propertyProgressPercent(emptyStatusData())).toBe(0);
    const done = Object.fromEntries(MILESTONE_KEYS.map((key) => [key, 'Completed'] as const));
    expect(propertyProgressPercent(done)).toBe(100);
  });

  it('weights In Progress at one half', () => {
    expect(
      propertyProgressPercent({ ...emptyStatusData(), keyPickup: 'Completed', cleanout: 'In Progress' }),
    ).toBeCloseTo((1.5 / 12) * 100);
    const allInProgress = Object.fromEntries(MILESTONE_KEYS.map((key) => [key, 'In Progress'] as const));
    expect(propertyProgressPercent(allInProgress)).toBe(50);
  });

  it('counts missing milestones as Pending and copes with no data', () => {
    expect(propertyProgressPercent({ listing: 'Completed' })).toBeCloseTo(100 / 12);
    expect(propertyProgressPercent(undefined)).toBe(0);
    expect(propertyProgressPercent(null)).toBe(0);
  });
});
