import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { PASSWORD_MIN_LENGTH } from '../constants/app';
import { TEXT_LIMITS } from '../constants/text-limits';
import { boundedString, emailField, requiredString } from '../common/primitives';
import { DEVELOPMENT_DEFAULT_ROLE } from '../roles/roles';
import { roleSchema } from '../roles/role-schema';
import { DEFAULT_PLAN, planSchema, userResponseSchema } from './user';

// The account routes' request bodies (and the login's answer), apart from the user document's model (user.ts): every
// signed-in page reads the user document, only the account forms and the functions validate these.

export function passwordField() {
  return z
    .string({ error: validationTexts.required })
    .min(1, validationTexts.required)
    .min(PASSWORD_MIN_LENGTH, validationTexts.passwordTooShort)
    .max(TEXT_LIMITS.password, validationTexts.textTooLong(TEXT_LIMITS.password));
}

/** POST /api/user/register. Admin is honoured only against the emulators (DESIGN §5). */
export const registerRequestSchema = z.object({
  firstName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  lastName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  email: emailField(),
  password: passwordField(),
  plan: planSchema.default(DEFAULT_PLAN),
  role: roleSchema.default(DEVELOPMENT_DEFAULT_ROLE),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/** POST /api/user/login */
export const loginRequestSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: validationTexts.required })
    .min(1, validationTexts.required)
    .max(TEXT_LIMITS.password, validationTexts.textTooLong(TEXT_LIMITS.password)),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;
export type LoginRequestInput = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: boundedString(TEXT_LIMITS.idToken),
  user: userResponseSchema,
});

const smtpPortInput = z
  .union([z.number(), boundedString(TEXT_LIMITS.code), z.null()])
  .transform((value) =>
    value === null || value === '' ? null : typeof value === 'number' ? value : Number(value.trim()),
  )
  .pipe(
    z
      .number({ error: validationTexts.smtpPortNumeric })
      .int(validationTexts.smtpPortNumeric)
      .min(1, validationTexts.smtpPortNumeric)
      .max(65535, validationTexts.smtpPortNumeric)
      .nullable(),
  );

const optionalProfileText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.profileText, validationTexts.textTooLong(TEXT_LIMITS.profileText))
  .optional();

/**
 * PUT /api/user/profile/update. Email and role are not editable, so they (and any other field) are dropped; an empty
 * or absent SMTP password keeps the stored one.
 */
export const profileUpdateSchema = z.object({
  firstName: requiredString(validationTexts.required, TEXT_LIMITS.name).optional(),
  lastName: requiredString(validationTexts.required, TEXT_LIMITS.name).optional(),
  phone: optionalProfileText,
  companyName: optionalProfileText,
  kvkNumber: optionalProfileText,
  companyAddress: optionalProfileText,
  postalCode: optionalProfileText,
  city: optionalProfileText,
  contactPersonFirstName: optionalProfileText,
  contactPersonLastName: optionalProfileText,
  companyPhone: optionalProfileText,
  companyWebsite: optionalProfileText,
  smtpHost: optionalProfileText,
  smtpPort: smtpPortInput.optional(),
  smtpUser: optionalProfileText,
  smtpPassword: boundedString(TEXT_LIMITS.secret).optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
