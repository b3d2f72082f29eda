import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  addPracticeArea,
  attorneyOnboardingRequestSchema,
  attorneyOnboardingSchema,
  attorneyProfileUpdateSchema,
  availabilitySlotSchema,
  DEFAULT_AVAILABILITY,
  emptyAttorneyOnboarding,
  PRACTICE_AREAS,
} from './attorney-profile';

const onboarding = {
  specialization: 'Probate',
  barNumber: 'IL-12345',
  yearsOfExperience: 9,
  biography: 'Probate attorney.',
  hourlyRate: 250.5,
};

describe('attorney onboarding', () => {
  it('requires all five fields', () => {
    expectEachFieldRequired(attorneyOnboardingSchema, onboarding, [
      'specialization',
      'barNumber',
      'yearsOfExperience',
      'biography',
      'hourlyRate',
    ]);
    expect(attorneyOnboardingSchema.safeParse(emptyAttorneyOnboarding()).success).toBe(false);
  });

  it('takes numbers typed as text, years whole and at least 0, rate at least 0 in cents', () => {
    expect(
      attorneyOnboardingSchema.parse({ ...onboarding, yearsOfExperience: '3', hourlyRate: '99.99' }),
    ).toMatchObject({
      yearsOfExperience: 3,
      hourlyRate: 99.99,
    });
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, yearsOfExperience: -1 })).toHaveProperty([
      'yearsOfExperience',
    ]);
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, yearsOfExperience: 2.5 })).toHaveProperty([
      'yearsOfExperience',
    ]);
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, hourlyRate: -0.01 })).toHaveProperty(['hourlyRate']);
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, hourlyRate: 10.005 })).toEqual({
      hourlyRate: [validationTexts.hourlyRateStep],
    });
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, hourlyRate: 'abc' })).toHaveProperty(['hourlyRate']);
  });

  it('drops duplicate practice areas and refuses unknown ones', () => {
    expect(
      attorneyOnboardingSchema.parse({ ...onboarding, practiceAreas: ['Probate', 'Probate'] }).practiceAreas,
    ).toEqual(['Probate']);
    expect(issuesOf(attorneyOnboardingSchema, { ...onboarding, practiceAreas: ['Divorce'] })).toHaveProperty([
      'practiceAreas.0',
    ]);
    expect(PRACTICE_AREAS).toContain('Wills & Trusts');
  });

  it('is wrapped in formData for the completion call', () => {
    expect(attorneyOnboardingRequestSchema.safeParse({ formData: onboarding }).success).toBe(true);
  });
});

describe('attorney profile save', () => {
  it('parses years as integer and rate as decimal, defaulting to 0', () => {
    expect(attorneyProfileUpdateSchema.parse({ yearsOfExperience: '7.9', hourlyRate: '120.75' })).toMatchObject({
      yearsOfExperience: 7,
      hourlyRate: 120.75,
    });
    expect(attorneyProfileUpdateSchema.parse({ yearsOfExperience: '', hourlyRate: 'n/a' })).toMatchObject({
      yearsOfExperience: 0,
      hourlyRate: 0,
    });
    expect(attorneyProfileUpdateSchema.parse({})).toMatchObject({
      yearsOfExperience: 0,
      hourlyRate: 0,
      practiceAreas: [],
      availability: [],
    });
  });
});

describe('availability', () => {
  it('defaults a new row to Monday 09:00 to 17:00', () => {
    expect(DEFAULT_AVAILABILITY).toEqual({ day: 'Monday', startTime: '09:00', endTime: '17:00' });
    expect(availabilitySlotSchema.safeParse(DEFAULT_AVAILABILITY).success).toBe(true);
  });

  it('refuses an unknown day and an end before the start', () => {
    expect(availabilitySlotSchema.safeParse({ ...DEFAULT_AVAILABILITY, day: 'Funday' }).success).toBe(false);
    expect(issuesOf(availabilitySlotSchema, { ...DEFAULT_AVAILABILITY, endTime: '08:00' })).toEqual({
      endTime: [validationTexts.endAfterStart],
    });
  });

  it('does not add a practice area twice', () => {
    expect(addPracticeArea(['Probate'], 'Probate')).toEqual(['Probate']);
    expect(addPracticeArea(['Probate'], 'Elder Law')).toEqual(['Probate', 'Elder Law']);
  });
});
