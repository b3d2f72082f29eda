import { z } from 'zod';
import { validationTexts } from '../messages/validation-messages';
import { isIsoDate, isTime } from './dates';

/** A trimmed, non-empty string; `message` is what the form shows when it is missing. */
export function requiredString(message: string = validationTexts.required) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A trimmed optional text that reads '' when absent. */
export const optionalText = z.string().trim().default('');

export function emailField(requiredMessage: string = validationTexts.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email({ error: validationTexts.invalidEmail }));
}

/** Optional e-mail: '' or a valid address. */
export const optionalEmail = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .pipe(z.email({ error: validationTexts.invalidEmail })),
]);

export const isoDateSchema = z
  .string({ error: validationTexts.invalidDate })
  .refine(isIsoDate, { message: validationTexts.invalidDate, abort: true });
export const timeSchema = z
  .string({ error: validationTexts.invalidTime })
  .refine(isTime, { message: validationTexts.invalidTime, abort: true });

/** A calendar date that is today or later; `today` is YYYY-MM-DD so tests and servers choose the clock. */
export function dateNotBeforeToday(today: string, message: string = validationTexts.dateInPast) {
  return isoDateSchema.refine((date) => date >= today, message);
}

/**
 * Firestore document ids (and uids): non-empty, no slashes, and none of the ids Firestore reserves ('.', '..',
 * '__name__'-style), which the Admin SDK would reject with an internal error instead of a 400.
 */
export const idSchema = z
  .string()
  .min(1)
  .max(1500)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), validationTexts.invalidId);

/** A point in time in an entity: the domain uses `Date`; converters translate SDK timestamps. */
export const timestampSchema = z.date();

/**
 * A point in time on the wire: an ISO 8601 string (what `JSON.stringify(new Date())` produces) or a `Date`, always
 * parsed to `Date`. Servers may hand `Date`s to `res.json`; clients parse the JSON back into `Date`s.
 */
export const wireTimestampSchema = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => (typeof value === 'string' ? new Date(value) : value));

/**
 * What an API answer adds to a stored entity: `_id` mirrors `id` for clients written against the spec, and the
 * creation time travels as ISO text (`.extend()` an entity schema with it).
 */
export const apiEntityFields = { _id: z.string(), createdAt: wireTimestampSchema };

/** `apiEntityFields` for an entity that may carry the time of its last change. */
export const apiEntityFieldsWithUpdatedAt = { ...apiEntityFields, updatedAt: wireTimestampSchema.optional() };

/** A number typed in a form field, accepted as number or numeric string; `.pipe()` further checks onto it. */
export function numberInput(message: string = validationTexts.mustBeNumber) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).trim().min(1, message)], { error: message })
    .transform((value) => (typeof value === 'number' ? value : Number(value)))
    .pipe(z.number({ error: message }));
}
