import { z } from 'zod';
import { validationTexts } from '../messages/validation-messages';
import { usStateSchema } from '../constants/us-states';
import { emailField, requiredString } from './primitives';

const PHONE = /^[+()\d\s.-]{7,25}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

export function phoneField(requiredMessage: string = validationTexts.required) {
  return requiredString(requiredMessage).regex(PHONE, validationTexts.invalidPhone);
}

/** '' or a phone number. */
export const optionalPhone = z.union([z.literal(''), z.string().trim().regex(PHONE, validationTexts.invalidPhone)]);

export function zipField(requiredMessage: string = validationTexts.required) {
  return requiredString(requiredMessage).regex(ZIP, validationTexts.invalidZip);
}

/** A US state abbreviation; lower case and surrounding spaces are forgiven. */
export function stateField(requiredMessage: string = validationTexts.required) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: requiredMessage }).min(1, requiredMessage).pipe(usStateSchema),
  );
}

/** Contact person as stored on properties and appointments. */
export const contactInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** Contact person as entered in a form: all three required. */
export function contactInfoInput(requiredMessage: string = validationTexts.required) {
  return z.object({
    name: requiredString(requiredMessage),
    email: emailField(requiredMessage),
    phone: phoneField(requiredMessage),
  });
}
