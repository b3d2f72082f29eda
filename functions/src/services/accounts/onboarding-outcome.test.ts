import { guardianOnboardingSchema, type GuardianOnboardingInput } from '@estatekey/domain';
import { guardianOnboardingAnswers } from '@estatekey/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import {
  onboardingKeyPickup,
  onboardingLockboxCode,
  onboardingPropertyDetails,
  onboardingPropertyForm,
  storedOnboardingAnswers,
} from './onboarding-outcome';

function answers(overrides: Partial<GuardianOnboardingInput> = {}) {
  // A lower-case state, to show the property form gets it in capitals.
  return guardianOnboardingSchema.parse(
    guardianOnboardingAnswers({ pickupDate: '2030-05-02', pickupTime: '14:00', propertyState: 'il', ...overrides }),
  );
}

describe('what the guardian wizard creates', () => {
  it('makes the property of step 3 with the step 2 contact and the default type and condition', () => {
    expect(onboardingPropertyForm(answers())).toEqual({
      address: '400 Oak Avenue',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      propertyType: 'residential',
      condition: 'good',
      contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
      additionalInfo: '',
    });
  });

  it('keeps the other property answers, leaving out the unanswered ones', () => {
    expect(onboardingPropertyDetails(answers())).toEqual({
      bedrooms: '3',
      bathrooms: '2.5',
      expectedPrice: 250000,
      hasMortgage: true,
      mortgageBalance: 80000,
      isInForeclosure: false,
      needsCleanout: true,
      keyPickupMethod: 'schedule',
    });
    expect(
      onboardingPropertyDetails(
        answers({ bedrooms: '', bathrooms: '', propertyPrice: null, hasMortgage: false, mortgageBalance: 5 }),
      ),
    ).toEqual({ hasMortgage: false, isInForeclosure: false, needsCleanout: true, keyPickupMethod: 'schedule' });
  });

  it('schedules the key pickup of step 6 at the new property', () => {
    expect(onboardingKeyPickup(answers(), 'property-1')).toEqual({
      date: '2030-05-02',
      time: '14:00',
      details: '',
      needsCleanout: true,
      contact: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
      propertyAddress: '400 Oak Avenue, Springfield, IL',
      propertyId: 'property-1',
    });
  });

  it('keeps the lockbox code off the property and the stored answers, and schedules nothing for a lockbox', () => {
    const lockbox = answers({ keyPickupMethod: 'lockbox', lockboxCode: '4821', pickupDate: '', pickupTime: '' });
    expect(onboardingKeyPickup(lockbox, 'property-1')).toBeUndefined();
    expect(onboardingPropertyDetails(lockbox)).toMatchObject({ keyPickupMethod: 'lockbox' });
    expect(onboardingPropertyDetails(lockbox)).not.toHaveProperty('lockboxCode');
    expect(storedOnboardingAnswers(lockbox)).not.toHaveProperty('lockboxCode');
    expect(onboardingLockboxCode(lockbox)).toBe('4821');
  });

  it('seals no code when the keys are picked up, even if the form still holds one', () => {
    expect(onboardingLockboxCode(answers({ keyPickupMethod: 'schedule', lockboxCode: '4821' }))).toBe('');
  });
});
