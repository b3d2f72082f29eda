import { describe, expect, it } from 'vitest';
import {
  canListSharedUsers,
  canManageProperty,
  canShareProperty,
  canUpdateMilestone,
  canViewProperty,
} from './property-access';

const property = {
  ownerId: 'persona-alice',
  sharedWith: { 'persona-aaron': 'manage', 'persona-eve': 'view' } as const,
  memberIds: ['persona-alice', 'persona-aaron', 'persona-eve'],
};

describe('property access', () => {
  it('lets admins, the owner and manage shares manage', () => {
    expect(canManageProperty({ role: 'Guardian', uid: 'persona-alice', property })).toBe(true);
    expect(canManageProperty({ role: 'Agent', uid: 'persona-aaron', property })).toBe(true);
    expect(canManageProperty({ role: 'Admin', uid: 'persona-ada', property })).toBe(true);
    expect(canManageProperty({ role: 'Executor', uid: 'persona-eve', property })).toBe(false);
    expect(canManageProperty({ role: 'Guardian', uid: 'persona-mallory', property })).toBe(false);
    expect(canListSharedUsers({ role: 'Executor', uid: 'persona-eve', property })).toBe(false);
  });

  it('lets every share view and outsiders not', () => {
    expect(canViewProperty({ role: 'Executor', uid: 'persona-eve', property })).toBe(true);
    expect(canViewProperty({ role: 'Guardian', uid: 'persona-mallory', property })).toBe(false);
    expect(canViewProperty({ role: 'Attorney', uid: 'persona-avery', property })).toBe(false);
    expect(canViewProperty({ role: 'Admin', uid: 'persona-ada', property })).toBe(true);
  });

  it('lets only the owner and admins share', () => {
    expect(canShareProperty({ role: 'Guardian', uid: 'persona-alice', property })).toBe(true);
    expect(canShareProperty({ role: 'Agent', uid: 'persona-aaron', property })).toBe(false);
    expect(canShareProperty({ role: 'Admin', uid: 'persona-ada', property })).toBe(true);
  });

  it('needs manage rights and the role matrix to change a milestone', () => {
    expect(canUpdateMilestone({ role: 'Agent', uid: 'persona-aaron', property }, 'marketing')).toBe(true);
    expect(canUpdateMilestone({ role: 'Agent', uid: 'persona-aaron', property }, 'keyPickup')).toBe(false);
    expect(canUpdateMilestone({ role: 'Guardian', uid: 'persona-alice', property }, 'marketing')).toBe(false);
    expect(canUpdateMilestone({ role: 'Executor', uid: 'persona-eve', property }, 'photos')).toBe(false);
  });
});
