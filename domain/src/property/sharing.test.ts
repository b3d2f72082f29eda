import { describe, expect, it } from 'vitest';
import { expectEachFieldRequired } from '../testing/schema-cases';
import { PERMISSION_LEVELS, shareRequestSchema, unshareRequestSchema } from './sharing';

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
