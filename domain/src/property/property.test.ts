import { describe, expect, it } from 'vitest';
import { propertyFormFixture } from '../testing/fixtures';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import { emptyStatusData } from './milestones';
import { PROPERTY_REVIEW_STATUS_COLORS, PROPERTY_REVIEW_STATUSES } from './review-status';
import {
  activeListings,
  DEFAULT_PROPERTY_CONDITION,
  DEFAULT_PROPERTY_TYPE,
  emptyPropertyForm,
  emptyPublicPropertySubmission,
  formatPropertyLabel,
  newPropertyFields,
  normalizePropertySubmission,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPES,
  propertyFormSchema,
  propertyResponseSchema,
  propertySchema,
  propertySubmitRequestSchema,
  publicPropertySubmissionSchema,
  statusUpdateRequestSchema,
} from './property';

const form = propertyFormFixture();

const publicSubmission = {
  propertyAddress: '12 Elm Street',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZip: '62701',
  propertyType: 'land',
  propertyCondition: 'fair',
  contactName: 'Pat Visitor',
  contactEmail: 'pat@example.com',
  contactPhone: '555-010-0002',
  additionalInfo: 'Overgrown garden',
};

describe('property enums', () => {
  it('has the spec types and conditions with their defaults', () => {
    expect(PROPERTY_TYPES).toEqual(['residential', 'commercial', 'land', 'multiFamily']);
    expect(DEFAULT_PROPERTY_TYPE).toBe('residential');
    expect(PROPERTY_CONDITIONS).toEqual(['excellent', 'good', 'fair', 'needsWork']);
    expect(DEFAULT_PROPERTY_CONDITION).toBe('good');
  });

  it('colours review statuses yellow, blue, green, red', () => {
    expect(PROPERTY_REVIEW_STATUSES).toEqual(['pending', 'reviewing', 'approved', 'rejected']);
    expect(PROPERTY_REVIEW_STATUS_COLORS).toEqual({
      pending: 'yellow',
      reviewing: 'blue',
      approved: 'green',
      rejected: 'red',
    });
  });
});

describe('logged-in property form', () => {
  it('accepts a complete form and defaults additional info', () => {
    const { additionalInfo: _omit, ...withoutInfo } = form;
    expect(propertyFormSchema.parse(withoutInfo).additionalInfo).toBe('');
  });

  it('requires every field except additional info', () => {
    expectEachFieldRequired(propertyFormSchema, form, [
      'address',
      'city',
      'state',
      'zipCode',
      'propertyType',
      'condition',
      'contactInfo.name',
      'contactInfo.email',
      'contactInfo.phone',
    ]);
  });

  it('refuses a malformed e-mail, ZIP, state or type', () => {
    expect(
      issuesOf(propertyFormSchema, { ...form, contactInfo: { ...form.contactInfo, email: 'alice' } }),
    ).toHaveProperty(['contactInfo.email']);
    expect(issuesOf(propertyFormSchema, { ...form, zipCode: '6270' })).toHaveProperty(['zipCode']);
    expect(issuesOf(propertyFormSchema, { ...form, state: 'XX' })).toHaveProperty(['state']);
    expect(issuesOf(propertyFormSchema, { ...form, propertyType: 'castle' })).toHaveProperty(['propertyType']);
  });

  it('forgives a lower-case state and trims text', () => {
    const parsed = propertyFormSchema.parse({ ...form, state: ' il ', address: '  12 Elm Street ' });
    expect(parsed.state).toBe('IL');
    expect(parsed.address).toBe('12 Elm Street');
  });

  it('starts empty with the default type and condition', () => {
    expect(emptyPropertyForm()).toMatchObject({ propertyType: 'residential', condition: 'good', address: '' });
    expect(propertyFormSchema.safeParse(emptyPropertyForm()).success).toBe(false);
  });
});

describe('public property submission', () => {
  it('requires every field except additional info', () => {
    expectEachFieldRequired(publicPropertySubmissionSchema, publicSubmission, [
      'propertyAddress',
      'propertyCity',
      'propertyState',
      'propertyZip',
      'propertyType',
      'propertyCondition',
      'contactName',
      'contactEmail',
      'contactPhone',
    ]);
    expect(emptyPublicPropertySubmission().propertyType).toBe('residential');
  });

  it('is accepted by the submit route and normalised to the stored shape', () => {
    const parsed = propertySubmitRequestSchema.parse(publicSubmission);
    expect(normalizePropertySubmission(parsed)).toEqual({
      address: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      propertyType: 'land',
      condition: 'fair',
      contactInfo: { name: 'Pat Visitor', email: 'pat@example.com', phone: '555-010-0002' },
      additionalInfo: 'Overgrown garden',
    });
    expect(normalizePropertySubmission(propertySubmitRequestSchema.parse(form))).toEqual(
      propertyFormSchema.parse(form),
    );
  });

  it('refuses a body that is neither form', () => {
    expect(propertySubmitRequestSchema.safeParse({ address: 'x' }).success).toBe(false);
  });
});

describe('stored property', () => {
  const stored = {
    id: 'p1',
    ownerId: 'persona-alice',
    ...propertyFormSchema.parse(form),
    ...newPropertyFields(propertyFormSchema.parse(form)),
    sharedWith: { 'persona-aaron': 'manage' },
    memberIds: ['persona-alice', 'persona-aaron'],
    caseIds: [],
    createdAt: new Date('2026-01-02T10:00:00Z'),
    updatedAt: new Date('2026-01-02T10:00:00Z'),
    updatedBy: 'persona-alice',
  };

  it('starts pending with every milestone pending', () => {
    const parsed = propertySchema.parse(stored);
    expect(parsed.status).toBe('pending');
    expect(parsed.statusData).toEqual(emptyStatusData());
  });

  it('refuses an unknown share level and string timestamps', () => {
    expect(propertySchema.safeParse({ ...stored, sharedWith: { x: 'owner' } }).success).toBe(false);
    expect(propertySchema.safeParse({ ...stored, createdAt: '2026-01-02' }).success).toBe(false);
  });

  it('reads API answers with ISO timestamps back into dates', () => {
    const wire = JSON.parse(JSON.stringify({ ...stored, _id: 'p1' })) as unknown;
    const parsed = propertyResponseSchema.parse(wire);
    expect(parsed.createdAt).toEqual(new Date('2026-01-02T10:00:00Z'));
    expect(parsed._id).toBe('p1');
  });
});

describe('status update request', () => {
  it('takes a non-empty map of milestones', () => {
    expect(statusUpdateRequestSchema.safeParse({ statusData: { photos: 'Completed' } }).success).toBe(true);
    expect(statusUpdateRequestSchema.safeParse({ statusData: {} }).success).toBe(false);
    expect(statusUpdateRequestSchema.safeParse({ statusData: { photos: 'Complete' } }).success).toBe(false);
    expect(statusUpdateRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('activeListings', () => {
  it('keeps only properties whose listing milestone is Completed', () => {
    const listed = { id: 'a', statusData: { ...emptyStatusData(), listing: 'Completed' as const } };
    const inProgress = { id: 'b', statusData: { ...emptyStatusData(), listing: 'In Progress' as const } };
    const noData = { id: 'c', statusData: null };
    expect(activeListings([listed, inProgress, noData]).map((p) => p.id)).toEqual(['a']);
    expect(activeListings([])).toEqual([]);
  });
});

describe('formatPropertyLabel', () => {
  it("reads 'address, city, state'", () => {
    expect(formatPropertyLabel({ address: '12 Elm Street', city: 'Springfield', state: 'IL' })).toBe(
      '12 Elm Street, Springfield, IL',
    );
  });

  it('skips blank parts and says Unknown Property when nothing is known', () => {
    expect(formatPropertyLabel({ address: '12 Elm Street', city: '', state: 'IL' })).toBe('12 Elm Street, IL');
    expect(formatPropertyLabel(undefined)).toBe('Unknown Property');
    expect(formatPropertyLabel({ address: ' ', city: null })).toBe('Unknown Property');
  });
});
