import type { PropertyForm } from '../property/property';
import type { GuardianOnboardingInput } from '../user/guardian-onboarding';

/**
 * Valid sample inputs shared by the domain's schema tests, the seed and the emulator tests, so a new required field
 * is added in one place. Each takes overrides; values are Alice's (see the personas) unless overridden.
 */

/** The property form filled in for 12 Elm Street. */
export function propertyFormFixture(overrides: Partial<PropertyForm> = {}): PropertyForm {
  return {
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    propertyType: 'residential',
    condition: 'good',
    contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
    additionalInfo: '',
    ...overrides,
  };
}

/**
 * The guardian onboarding wizard answered in full: a house at 400 Oak Avenue with a mortgage, and a key pickup
 * scheduled on `pickupDate` (which must lie ahead of the day the answers are checked).
 */
export function guardianOnboardingAnswers(
  overrides: Partial<GuardianOnboardingInput> & Pick<GuardianOnboardingInput, 'pickupDate'>,
): GuardianOnboardingInput {
  return {
    identityVerified: true,
    isAttorney: false,
    needsAttorneyReferral: false,
    fullName: 'Alice Guardian',
    email: 'alice.guardian@example.com',
    phone: '(555) 010-2000',
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    propertyAddress: '400 Oak Avenue',
    propertyCity: 'Springfield',
    propertyState: 'IL',
    propertyZipCode: '62704',
    bedrooms: '3',
    bathrooms: '2.5',
    propertyPrice: 250000,
    hasMortgage: true,
    mortgageBalance: 80000,
    isInForeclosure: false,
    keyPickupMethod: 'schedule',
    lockboxCode: '',
    pickupTime: '10:00',
    needsCleanout: true,
    ...overrides,
  };
}
