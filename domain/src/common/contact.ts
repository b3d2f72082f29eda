import { z } from 'zod';
import { messages } from '../messages/messages';
import { usStateSchema } from '../constants/us-states';
import { emailField, requiredString } from './primitives';

const PHONE = /^[+()\d\s.-]{7,25}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

export function phoneField(requiredMessage: string = messages.validation.required) {
  return requiredString(requiredMessage).regex(PHONE, messages.validation.invalidPhone);
}

/** '' or a phone number. */
export const optionalPhone = z.union([z.literal(''), z.string().trim().regex(PHONE, messages.validation.invalidPhone)]);

export function zipField(requiredMessage: string = messages.validation.required) {
  return requiredString(requiredMessage).regex(ZIP, messages.validation.invalidZip);
}

/** A US state abbreviation; lower case and surrounding spaces are forgiven. */
export function stateField(requiredMessage: string = messages.validation.required) {
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
export function contactInfoInput(requiredMessage: string = messages.validation.required) {
  return z.object({
    name: requiredString(requiredMessage),
    email: emailField(requiredMessage),
    phone: phoneField(requiredMessage),
  });
}
