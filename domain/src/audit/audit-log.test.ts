import { describe, expect, it } from 'vitest';
import { auditLogQuerySchema, auditLogSchema } from './audit-log';

describe('audit log', () => {
  const entry = {
    id: 'l1',
    actorId: 'persona-alice',
    action: 'property.shared',
    targetType: 'property',
    targetId: 'p1',
    at: new Date(),
  };

  it('accepts known actions and defaults details', () => {
    expect(auditLogSchema.parse(entry).details).toEqual({});
  });

  it('refuses unknown actions and target types and a missing actor', () => {
    expect(auditLogSchema.safeParse({ ...entry, action: 'property.deleted' }).success).toBe(false);
    expect(auditLogSchema.safeParse({ ...entry, targetType: 'planet' }).success).toBe(false);
    const { actorId: _actor, ...withoutActor } = entry;
    expect(auditLogSchema.safeParse(withoutActor).success).toBe(false);
  });
});

describe('audit log query', () => {
  it('defaults the limit to 50 and parses a given one', () => {
    expect(auditLogQuerySchema.parse({}).limit).toBe(50);
    expect(auditLogQuerySchema.parse({ limit: '200', targetId: 'p1' })).toEqual({ limit: 200, targetId: 'p1' });
  });

  it.each(['0', '201', '-1', '1.5', 'ten', ''])('refuses the limit %j', (limit) => {
    expect(auditLogQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('refuses reserved ids as filters', () => {
    expect(auditLogQuerySchema.safeParse({ actorId: '__x__' }).success).toBe(false);
  });
});
