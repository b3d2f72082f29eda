import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { usStateSchema } from '../constants/us-states';
import { TEXT_LIMITS } from '../constants/text-limits';
import { boundedString, emailField, requiredString } from './primitives';

const PHONE = /^[+()\d\s.-]{7,25}$/;
const ZIP = /^\d{5}(-\d{4})?$/;
// An overlong phone number is reported as invalid, once: the length check stops before the pattern.
const phoneTooLong = { message: validationTexts.invalidPhone, abort: true } as const;

export function phoneField(requiredMessage: string = validationTexts.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.phone, phoneTooLong)
    .regex(PHONE, validationTexts.invalidPhone);
}

/** '' or a phone number. */
export const optionalPhone = z.union([
  z.literal(''),
  z.string().trim().max(TEXT_LIMITS.phone, phoneTooLong).regex(PHONE, validationTexts.invalidPhone),
]);

export function zipField(requiredMessage: string = validationTexts.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.number, { message: validationTexts.invalidZip, abort: true })
    .regex(ZIP, validationTexts.invalidZip);
}

/** A US state abbreviation; lower case and surrounding spaces are forgiven. */
export function stateField(requiredMessage: string = validationTexts.required) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .max(TEXT_LIMITS.code, validationTexts.invalidState)
      .pipe(usStateSchema),
  );
}

/** Contact person as stored on properties and appointments. */
export const contactInfoSchema = z.object({
  name: boundedString(TEXT_LIMITS.fullName),
  email: boundedString(TEXT_LIMITS.email),
  phone: boundedString(TEXT_LIMITS.phone),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** Contact person as entered in a form: all three required. */
export function contactInfoInput(requiredMessage: string = validationTexts.required) {
  return z.object({
    name: requiredString(requiredMessage, TEXT_LIMITS.fullName),
    email: emailField(requiredMessage),
    phone: phoneField(requiredMessage),
  });
}
