import { describe, expect, it } from 'vitest';
import { auditLogSchema } from './audit-log';

describe('audit log', () => {
  const entry = {
    id: 'l1',
    actorId: 'persona-alice',
    action: 'property.shared',
    target: 'properties/p1',
    at: new Date(),
  };

  it('accepts known actions and defaults details', () => {
    expect(auditLogSchema.parse(entry).details).toEqual({});
  });

  it('refuses unknown actions and a missing actor', () => {
    expect(auditLogSchema.safeParse({ ...entry, action: 'property.deleted' }).success).toBe(false);
    const { actorId: _actor, ...withoutActor } = entry;
    expect(auditLogSchema.safeParse(withoutActor).success).toBe(false);
  });
});
