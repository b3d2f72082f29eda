import {
  DEFAULT_PROPERTY_CONDITION,
  DEFAULT_PROPERTY_TYPE,
  type GuardianOnboarding,
  type PropertyDetails,
  type PropertyForm,
} from '@estatekey/domain';
import type { NewKeyPickup } from './appointments';
import { propertyAddressLine } from './properties';

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
 * The wizard's other answers about the property, kept on it. With a lockbox the code is stored too, so the members of
 * the property (the owner and the agents it is shared with) can get in; `PropertyDetails` does not declare the field
 * yet, so readers parsing with the domain schema do not see it.
 */
export function onboardingPropertyDetails(answers: GuardianOnboarding): PropertyDetails & { lockboxCode?: string } {
  return {
    ...(answers.bedrooms !== '' ? { bedrooms: answers.bedrooms } : {}),
    ...(answers.bathrooms !== '' ? { bathrooms: answers.bathrooms } : {}),
    ...(answers.propertyPrice !== null ? { expectedPrice: answers.propertyPrice } : {}),
    hasMortgage: answers.hasMortgage,
    ...(answers.hasMortgage && answers.mortgageBalance !== null ? { mortgageBalance: answers.mortgageBalance } : {}),
    isInForeclosure: answers.isInForeclosure,
    needsCleanout: answers.needsCleanout,
    keyPickupMethod: answers.keyPickupMethod,
    ...(answers.keyPickupMethod === 'lockbox' ? { lockboxCode: answers.lockboxCode } : {}),
  };
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
