import {
  DEFAULT_PROPERTY_CONDITION,
  DEFAULT_PROPERTY_TYPE,
  type GuardianOnboarding,
  type PropertyDetails,
  type PropertyForm,
} from '@estatekey/domain';
import type { NewKeyPickup } from '../appointments/appointments';
import { propertyAddressLine } from '../properties/properties';

/*
 * What the Guardian/Executor wizard's answers create when it completes (DESIGN §8): the property of step 3, and the
 * key pickup of step 6 when the user chose to schedule one.
 */

/** The property of step 3, with the step 2 contact as its contact person. */
export function onboardingPropertyForm(answers: GuardianOnboarding): PropertyForm {
  return {
    address: answers.propertyAddress,
    city: answers.propertyCity,
    state: answers.propertyState,
    zipCode: answers.propertyZipCode,
    propertyType: DEFAULT_PROPERTY_TYPE,
    condition: DEFAULT_PROPERTY_CONDITION,
    contactInfo: { name: answers.fullName, email: answers.email, phone: answers.phone },
    additionalInfo: '',
  };
}

/**
 * The wizard's other answers about the property, kept on it. Never the lockbox code: every member reads the property,
 * so the code goes sealed into its private access document (services/properties/lockbox.ts).
 */
export function onboardingPropertyDetails(answers: GuardianOnboarding): PropertyDetails {
  return {
    ...(answers.bedrooms !== '' ? { bedrooms: answers.bedrooms } : {}),
    ...(answers.bathrooms !== '' ? { bathrooms: answers.bathrooms } : {}),
    ...(answers.propertyPrice !== null ? { expectedPrice: answers.propertyPrice } : {}),
    hasMortgage: answers.hasMortgage,
    ...(answers.hasMortgage && answers.mortgageBalance !== null ? { mortgageBalance: answers.mortgageBalance } : {}),
    isInForeclosure: answers.isInForeclosure,
    needsCleanout: answers.needsCleanout,
    keyPickupMethod: answers.keyPickupMethod,
  };
}

/** The answers as the profile keeps them: without the lockbox code, which only the property's private document holds. */
export function storedOnboardingAnswers(answers: GuardianOnboarding): Omit<GuardianOnboarding, 'lockboxCode'> {
  const { lockboxCode: _lockboxCode, ...kept } = answers;
  return kept;
}

/** The code to seal for the new property: the wizard's, when the keys are in a lockbox. */
export function onboardingLockboxCode(answers: GuardianOnboarding): string {
  return answers.keyPickupMethod === 'lockbox' ? answers.lockboxCode : '';
}

/** The key pickup of step 6 at the new property, or undefined when the keys are in a lockbox. */
export function onboardingKeyPickup(answers: GuardianOnboarding, propertyId: string): NewKeyPickup | undefined {
  if (answers.keyPickupMethod !== 'schedule') return undefined;
  return {
    date: answers.pickupDate,
    time: answers.pickupTime,
    details: '',
    needsCleanout: answers.needsCleanout,
    contact: { name: answers.fullName, email: answers.email, phone: answers.phone },
    propertyAddress: propertyAddressLine(onboardingPropertyForm(answers)),
    propertyId,
  };
}
