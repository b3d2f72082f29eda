import {
  emptyGuardianOnboarding,
  GUARDIAN_WIZARD_STEPS,
  type GuardianOnboardingInput,
  type GuardianWizardStepKey,
  type UserProfile,
} from '@estatekey/domain';
import type { z } from 'zod';

/**
 * The wizard's answers as typed, every field present: the amounts stay text until completion parses them, and the
 * fields the schema normalises before checking (states, the pickup date) are plain text here.
 */
export type WizardAnswers = Omit<Required<GuardianOnboardingInput>, 'state' | 'propertyState' | 'pickupDate'> & {
  state: string;
  propertyState: string;
  pickupDate: string;
};
export type AnswerField = keyof WizardAnswers;
export type AnswerErrors = Partial<Record<AnswerField, string>>;

/** What each answer-bearing step asks; the documents and the last step carry no answers. */
export const STEP_FIELDS: Readonly<Record<GuardianWizardStepKey, readonly AnswerField[]>> = {
  identity: ['identityVerified', 'isAttorney', 'needsAttorneyReferral'],
  contact: ['fullName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'],
  property: [
    'propertyAddress',
    'propertyCity',
    'propertyState',
    'propertyZipCode',
    'bedrooms',
    'bathrooms',
    'propertyPrice',
  ],
  mortgage: ['hasMortgage', 'mortgageBalance'],
  foreclosure: ['isInForeclosure'],
  keyPickup: ['keyPickupMethod', 'lockboxCode', 'pickupDate', 'pickupTime'],
  cleanout: ['needsCleanout'],
  documents: [],
  almostDone: [],
};

/** Every answer the wizard asks, in step order. */
export const ANSWER_FIELDS: readonly AnswerField[] = Object.values(STEP_FIELDS).flat();
const ANSWER_FIELD_NAMES = new Set<string>(ANSWER_FIELDS);

export function isAnswerField(field: unknown): field is AnswerField {
  return typeof field === 'string' && ANSWER_FIELD_NAMES.has(field);
}

/** An empty wizard with the contact step filled in from what the profile already knows. */
export function initialAnswers(profile: UserProfile | null): WizardAnswers {
  const empty = emptyGuardianOnboarding() as WizardAnswers;
  if (!profile) return empty;
  return {
    ...empty,
    fullName: [profile.firstName, profile.lastName]
      .map((name) => name.trim())
      .filter(Boolean)
      .join(' '),
    email: profile.email,
    phone: profile.phone,
    address: profile.companyAddress,
    city: profile.city,
    zipCode: profile.postalCode,
  };
}

/** The first message per field of a failed parse, for fields the wizard shows. */
export function answerErrorsOf(issues: z.ZodError['issues']): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (isAnswerField(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** Field errors of the API (`formData.zipCode`, or `zipCode`), keyed by the wizard's field names. */
export function answerErrorsOfApi(errors: readonly { path: string; message: string }[]): AnswerErrors {
  const mapped: AnswerErrors = {};
  for (const { path, message } of errors) {
    const field = path.replace(/^formData\./, '').split('.')[0];
    if (isAnswerField(field) && mapped[field] === undefined) mapped[field] = message;
  }
  return mapped;
}

/** Step number (from 1) of the first step with an error, or null when there is none. */
export function firstStepWithError(errors: AnswerErrors): number | null {
  const index = GUARDIAN_WIZARD_STEPS.findIndex(({ key }) => STEP_FIELDS[key].some((field) => errors[field]));
  return index === -1 ? null : index + 1;
}
