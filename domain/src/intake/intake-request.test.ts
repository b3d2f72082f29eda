import { describe, expect, it } from 'vitest';
import { intakeRequestResponseSchema, intakeRequestSchema } from './intake-request';

const property = {
  propertyAddress: '12 Elm Street',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZip: '62701',
  propertyType: 'residential',
  propertyCondition: 'good',
  contactName: 'Pat Visitor',
  contactEmail: 'pat@example.com',
  contactPhone: '555-010-0002',
  additionalInfo: '',
};

const pickup = {
  appointmentDate: '2026-03-10',
  appointmentTime: '10:00',
  appointmentType: 'Key Pickup Schedule',
  duration: 15,
  details: '',
  needsCleanout: true,
  contactName: 'Pat Visitor',
  contactEmail: 'pat@example.com',
  contactPhone: '555-010-0002',
};

describe('intake requests', () => {
  const base = { id: 'i1', status: 'new', createdAt: new Date('2026-03-01T00:00:00Z') };

  it('holds public property submissions and pickup requests by kind', () => {
    expect(intakeRequestSchema.parse({ ...base, kind: 'property', payload: property })).toMatchObject({
      submittedBy: null,
      targetId: null,
    });
    expect(intakeRequestSchema.safeParse({ ...base, kind: 'keyPickup', payload: pickup }).success).toBe(true);
    expect(intakeRequestSchema.safeParse({ ...base, kind: 'keyPickup', payload: property }).success).toBe(false);
    expect(intakeRequestSchema.safeParse({ ...base, kind: 'other', payload: property }).success).toBe(false);
  });

  it('drops the owner address the client sends', () => {
    const parsed = intakeRequestSchema.parse({
      ...base,
      kind: 'keyPickup',
      payload: { ...pickup, ownerEmail: 'owner@example.com' },
    });
    expect(parsed.payload).not.toHaveProperty('ownerEmail');
  });

  it('reads API answers with ISO timestamps', () => {
    const wire = JSON.parse(JSON.stringify({ ...base, _id: 'i1', kind: 'property', payload: property })) as unknown;
    expect(intakeRequestResponseSchema.parse(wire).createdAt).toEqual(base.createdAt);
  });
});
