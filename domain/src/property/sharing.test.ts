import { describe, expect, it } from 'vitest';
import { expectEachFieldRequired } from '../testing/schema-cases';
import { PERMISSION_LEVELS, propertyMemberIds, shareRequestSchema, unshareRequestSchema } from './sharing';

describe('sharing requests', () => {
  it('has view and manage levels', () => {
    expect(PERMISSION_LEVELS).toEqual(['view', 'manage']);
  });

  it('requires property, user and level to share', () => {
    expectEachFieldRequired(shareRequestSchema, { propertyId: 'p1', userId: 'u1', permissionLevel: 'view' }, [
      'propertyId',
      'userId',
      'permissionLevel',
    ]);
    expect(shareRequestSchema.safeParse({ propertyId: 'p1', userId: 'u1', permissionLevel: 'edit' }).success).toBe(
      false,
    );
  });

  it('requires property and user to unshare, and refuses path-like ids', () => {
    expectEachFieldRequired(unshareRequestSchema, { propertyId: 'p1', userId: 'u1' }, ['propertyId', 'userId']);
    expect(unshareRequestSchema.safeParse({ propertyId: 'p1/../x', userId: 'u1' }).success).toBe(false);
  });
});

describe('property members', () => {
  it('lists the owner first, then every shared user once, sorted', () => {
    expect(propertyMemberIds('owner', { zed: 'view', amy: 'manage' })).toEqual(['owner', 'amy', 'zed']);
  });

  it('does not list an owner twice when a share names them', () => {
    expect(propertyMemberIds('owner', { owner: 'manage' })).toEqual(['owner']);
  });
});
