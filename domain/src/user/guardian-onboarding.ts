import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { onboardingTexts } from '../messages/onboarding-texts';
import { ONBOARDING_PICKUP_SLOTS, slotSchema } from '../appointment/appointment';
import { phoneField, stateField, zipField } from '../common/contact';
import { dateNotBeforeToday, emailField, isoDateSchema, optionalText, requiredString } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { lockboxCodeSchema } from '../property/property';

export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export const BATHROOM_OPTIONS = ['1', '1.5', '2', '2.5', '3', '3.5', '4+'] as const;
export const KEY_PICKUP_METHODS = ['schedule', 'lockbox'] as const;
export type KeyPickupMethod = (typeof KEY_PICKUP_METHODS)[number];
export const DEFAULT_KEY_PICKUP_METHOD: KeyPickupMethod = 'schedule';

/** The nine steps of the Guardian/Executor wizard (spec part 1 §2.12). */
export const GUARDIAN_WIZARD_STEPS = [
  { key: 'identity', title: 'Guardian/Executor Identity Verification' },
  { key: 'contact', title: 'Contact Information' },
  { key: 'property', title: 'Property Information' },
  { key: 'mortgage', title: 'Mortgage Status' },
  { key: 'foreclosure', title: 'Foreclosure Status' },
  { key: 'keyPickup', title: 'Key Pickup Scheduling' },
  { key: 'cleanout', title: 'Property Cleanout Needs' },
  { key: 'documents', title: 'Document Upload' },
  { key: 'almostDone', title: 'Almost Done' },
] as const;
export type GuardianWizardStepKey = (typeof GUARDIAN_WIZARD_STEPS)[number]['key'];

/** 'Step n of 9' progress: the share of steps reached, n counted from 1. */
export function guardianWizardPercent(step: number): number {
  const clamped = Math.min(Math.max(step, 1), GUARDIAN_WIZARD_STEPS.length);
  return (clamped / GUARDIAN_WIZARD_STEPS.length) * 100;
}

const optionalAmount = z
  .union([z.number(), z.string().max(TEXT_LIMITS.code, validationTexts.mustBeNumber), z.null()])
  .transform((value) => (value === null || value === '' ? null : Number(value)))
  .pipe(z.number().nonnegative(validationTexts.mustBeNonNegative).nullable())
  .default(null);

function guardianOnboardingShape(pickupDate: z.ZodType<string>) {
  return {
    identityVerified: z
      .boolean()
      .default(false)
      .refine((confirmed) => confirmed, validationTexts.identityConfirmRequired),
    isAttorney: z.boolean().default(false),
    /** Asked only when isAttorney is false. */
    needsAttorneyReferral: z.boolean().default(false),
    fullName: requiredString(validationTexts.required, TEXT_LIMITS.fullName),
    email: emailField(),
    phone: phoneField(),
    address: requiredString(validationTexts.required, TEXT_LIMITS.address),
    city: requiredString(validationTexts.required, TEXT_LIMITS.city),
    state: stateField(),
    zipCode: zipField(),
    propertyAddress: requiredString(validationTexts.required, TEXT_LIMITS.address),
    propertyCity: requiredString(validationTexts.required, TEXT_LIMITS.city),
    propertyState: stateField(),
    propertyZipCode: zipField(),
    bedrooms: z.union([z.literal(''), z.enum(BEDROOM_OPTIONS)]).default(''),
    bathrooms: z.union([z.literal(''), z.enum(BATHROOM_OPTIONS)]).default(''),
    propertyPrice: optionalAmount,
    hasMortgage: z.boolean().default(false),
    mortgageBalance: optionalAmount,
    isInForeclosure: z.boolean().default(false),
    keyPickupMethod: z.enum(KEY_PICKUP_METHODS).default(DEFAULT_KEY_PICKUP_METHOD),
    lockboxCode: lockboxCodeSchema.default(''),
    pickupDate: z.union([z.literal(''), pickupDate]).default(''),
    pickupTime: z.union([z.literal(''), slotSchema(ONBOARDING_PICKUP_SLOTS)]).default(''),
    needsCleanout: z.boolean().default(false),
  };
}

/** Lockbox needs a code; schedule needs a date and a time (spec part 1 §5). */
function requirePickupDetails(
  value: { keyPickupMethod: KeyPickupMethod; lockboxCode: string; pickupDate: string; pickupTime: string },
  ctx: z.RefinementCtx,
): void {
  if (value.keyPickupMethod === 'lockbox' && value.lockboxCode === '') {
    ctx.addIssue({ code: 'custom', path: ['lockboxCode'], message: onboardingTexts.guardian.lockboxCodeRequired });
  }
  if (value.keyPickupMethod === 'schedule') {
    const message = onboardingTexts.guardian.pickupDateTimeRequired;
    if (value.pickupDate === '') ctx.addIssue({ code: 'custom', path: ['pickupDate'], message });
    if (value.pickupTime === '') ctx.addIssue({ code: 'custom', path: ['pickupTime'], message });
  }
}

/**
 * Completion of the Guardian/Executor wizard. Steps move freely; completion checks everything, because it creates
 * the property and the key pickup it describes (DESIGN §8). The chosen files are uploaded separately.
 */
export function makeGuardianOnboardingSchema(today: string) {
  return z.object(guardianOnboardingShape(dateNotBeforeToday(today))).superRefine(requirePickupDetails);
}
export const guardianOnboardingSchema = z
  .object(guardianOnboardingShape(isoDateSchema))
  .superRefine(requirePickupDetails);
export type GuardianOnboarding = z.output<typeof guardianOnboardingSchema>;
export type GuardianOnboardingInput = z.input<typeof guardianOnboardingSchema>;

export function emptyGuardianOnboarding(): GuardianOnboardingInput {
  return {
    identityVerified: false,
    isAttorney: false,
    needsAttorneyReferral: false,
    fullName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    propertyAddress: '',
    propertyCity: '',
    propertyState: '',
    propertyZipCode: '',
    bedrooms: '',
    bathrooms: '',
    propertyPrice: null,
    hasMortgage: false,
    mortgageBalance: null,
    isInForeclosure: false,
    keyPickupMethod: DEFAULT_KEY_PICKUP_METHOD,
    lockboxCode: '',
    pickupDate: '',
    pickupTime: '',
    needsCleanout: false,
  };
}

/** The company-user onboarding of the dashboard (spec part 1 §4): sent as plain fields. */
export const companyOnboardingSchema = z.object({
  companyName: requiredString(validationTexts.required, TEXT_LIMITS.title),
  companyAddress: requiredString(validationTexts.required, TEXT_LIMITS.address),
  city: requiredString(validationTexts.required, TEXT_LIMITS.city),
  contactPersonFirstName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  contactPersonLastName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  // The profile's own bound for these texts (the profile update and firestore.rules hold the same).
  kvkNumber: optionalText(TEXT_LIMITS.profileText),
  postalCode: optionalText(TEXT_LIMITS.profileText),
  companyPhone: optionalText(TEXT_LIMITS.profileText),
  companyWebsite: optionalText(TEXT_LIMITS.profileText),
});
export type CompanyOnboarding = z.output<typeof companyOnboardingSchema>;

/** PUT /api/user/onboarding/complete: the wizard wraps its answers in formData; the dashboard variant does not. */
export const onboardingCompleteRequestSchema = z.union([
  z.object({ formData: guardianOnboardingSchema }),
  companyOnboardingSchema,
]);
export function makeOnboardingCompleteRequestSchema(today: string) {
  return z.union([z.object({ formData: makeGuardianOnboardingSchema(today) }), companyOnboardingSchema]);
}
