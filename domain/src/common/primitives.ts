import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { ID_MAX_BYTES, TEXT_LIMITS } from '../constants/text-limits';
import { isIsoDate, isTime } from './dates';

/** A string of at most `max` characters; a longer one is refused with a text that names the limit. */
export function boundedString(max: number) {
  return z.string().max(max, validationTexts.textTooLong(max));
}

/** A trimmed, non-empty string of at most `max` characters; `message` is what the form shows when it is missing. */
export function requiredString(message: string = validationTexts.required, max: number = TEXT_LIMITS.title) {
  return z.string({ error: message }).trim().min(1, message).max(max, validationTexts.textTooLong(max));
}

/** A trimmed optional text of at most `max` characters that reads '' when absent. */
export function optionalText(max: number) {
  return z.string().trim().max(max, validationTexts.textTooLong(max)).default('');
}

/** `?limit=` of a paged list: a whole number from 1 to `max` (every paged route refuses the same way). */
export function pageLimitSchema(max: number) {
  const message = validationTexts.invalidPageLimit(max);
  return z
    .string()
    .max(TEXT_LIMITS.code, message)
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));
}

/** `?pageToken=` of a paged list: the opaque cursor the previous page answered. */
export const pageTokenSchema = boundedString(TEXT_LIMITS.pageToken).min(1);

/** The address format check behind every e-mail field. */
function emailAddress() {
  return z.email({ error: validationTexts.invalidEmail }).max(TEXT_LIMITS.email, validationTexts.invalidEmail);
}

export function emailField(requiredMessage: string = validationTexts.required) {
  return requiredString(requiredMessage, TEXT_LIMITS.email).pipe(emailAddress());
}

/** An e-mail address where a blank one is simply invalid (the address was filled in for the user). */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, validationTexts.invalidEmail)
  .pipe(emailAddress());

/** Optional e-mail: '' or a valid address. */
export const optionalEmail = z.union([z.literal(''), emailAddressSchema]);

// The length checks abort, so an overlong value reports the one format text and skips the format check.
export const isoDateSchema = z
  .string({ error: validationTexts.invalidDate })
  .max('YYYY-MM-DD'.length, { message: validationTexts.invalidDate, abort: true })
  .refine(isIsoDate, { message: validationTexts.invalidDate, abort: true });
export const timeSchema = z
  .string({ error: validationTexts.invalidTime })
  .max('HH:MM'.length, { message: validationTexts.invalidTime, abort: true })
  .refine(isTime, { message: validationTexts.invalidTime, abort: true });

/** A calendar date that is today or later; `today` is YYYY-MM-DD so tests and servers choose the clock. */
export function dateNotBeforeToday(today: string, message: string = validationTexts.dateInPast) {
  return isoDateSchema.refine((date) => date >= today, message);
}

/** Bytes of `text` in UTF-8, as Firestore counts an id. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether Firestore accepts `id` as a document id: see `idSchema`. */
export function isFirestoreId(id: string): boolean {
  return (
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__[\s\S]*__$/.test(id) &&
    !LONE_SURROGATE.test(id) &&
    utf8Length(id) <= ID_MAX_BYTES
  );
}

/**
 * Firestore document ids (and uids): non-empty, no slashes, none of the ids Firestore reserves ('.', '..',
 * '__name__'-style), valid UTF-8 of at most 1,500 bytes. The Admin SDK would reject the others with an internal
 * error instead of a 400.
 */
export const idSchema = z
  .string({ error: validationTexts.invalidId })
  .max(ID_MAX_BYTES, { message: validationTexts.invalidId, abort: true })
  .refine(isFirestoreId, validationTexts.invalidId);

/** An id chosen in a form (a case, a property): `message` when none is chosen, then `idSchema`'s checks. */
export function requiredId(message: string = validationTexts.required) {
  return requiredString(message, ID_MAX_BYTES).pipe(idSchema);
}

/** A point in time in an entity: the domain uses `Date`; converters translate SDK timestamps. */
export const timestampSchema = z.date();

/**
 * A point in time on the wire: an ISO 8601 string (what `JSON.stringify(new Date())` produces) or a `Date`, always
 * parsed to `Date`. Servers may hand `Date`s to `res.json`; clients parse the JSON back into `Date`s.
 */
export const wireTimestampSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }).max(TEXT_LIMITS.code)])
  .transform((value) => (typeof value === 'string' ? new Date(value) : value));

/**
 * What an API answer adds to a stored entity: `_id` mirrors `id` for clients written against the spec, and the
 * creation time travels as ISO text (`.extend()` an entity schema with it).
 */
export const apiEntityFields = { _id: idSchema, createdAt: wireTimestampSchema };

/** `apiEntityFields` for an entity that may carry the time of its last change. */
export const apiEntityFieldsWithUpdatedAt = { ...apiEntityFields, updatedAt: wireTimestampSchema.optional() };

/** A number typed in a form field, accepted as number or numeric string; `.pipe()` further checks onto it. */
export function numberInput(message: string = validationTexts.mustBeNumber) {
  return z
    .union(
      [
        z.number({ error: message }),
        z.string({ error: message }).trim().min(1, message).max(TEXT_LIMITS.code, message),
      ],
      {
        error: message,
      },
    )
    .transform((value) => (typeof value === 'number' ? value : Number(value)))
    .pipe(z.number({ error: message }));
}
