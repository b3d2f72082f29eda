import { z } from 'zod';
import { makeKeyPickupSchema, makePublicAppointmentSchema } from '../appointment/appointment';
import { courtUploadFieldsSchema, documentUploadFieldsSchema } from '../document/document';
import { isOnboardingUpload, onboardingDocumentUploadFieldsSchema } from '../document/onboarding-upload';
import { keyPickupTexts } from '../messages/key-pickup-texts';
import { statusTexts } from '../messages/status-texts';
import { isClientRole, type Role } from '../roles/roles';
import { makeShowingSchema } from '../showing/showing';
import { companyOnboardingSchema, makeGuardianOnboardingSchema } from '../user/guardian-onboarding';
import type { ApiFieldError } from './errors';

/** What a route's body schema may depend on: the server's day (YYYY-MM-DD) and the caller's role (null: visitor). */
export interface BodyContext {
  readonly today: string;
  readonly role: Role | null;
}

/** The 400's message when some field failed with `text` (a spec text that sums the failures up), else the default. */
export function leadingMessage(text: string): (errors: readonly ApiFieldError[]) => string | undefined {
  return (errors) => (errors.some((error) => error.message === text) ? text : undefined);
}

/** The 400's message is the first failure's, as the upload forms show the first problem they find. */
export function firstFailureMessage(errors: readonly ApiFieldError[]): string | undefined {
  return errors[0]?.message;
}

/**
 * A schema picked by the value it parses, for bodies that say which form they come from. Failures keep the paths
 * and texts of the picked schema.
 */
function pickedBy(pick: (value: unknown) => z.ZodType): z.ZodType {
  return z.unknown().transform((value, ctx) => {
    const result = pick(value).safeParse(value);
    if (result.success) return result.data as unknown;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

/** Signed-in callers book a key pickup for their property; visitors send the landing page's request (spec part 1 §7). */
export function appointmentBodyFor({ today, role }: BodyContext): z.ZodType {
  return role === null ? makePublicAppointmentSchema(today) : makeKeyPickupSchema(today);
}

export function showingBodyFor({ today }: BodyContext): z.ZodType {
  return makeShowingSchema(today);
}

/** The answers of a body that wraps them in `formData` (the wizards) or sends them as they are (spec part 1 §7). */
function formDataOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'formData' in body) return (body as { formData: unknown }).formData;
  return body;
}

/**
 * Guardians and Executors complete the wizard (always answered as `{formData}`); company users (the other roles the
 * route admits) send their company details. Either may come wrapped in `formData` or not.
 */
export function onboardingCompletionBodyFor({ today, role }: BodyContext): z.ZodType {
  if (isClientRole(role)) {
    return z.preprocess(
      (body) => ({ formData: formDataOf(body) }),
      z.object({ formData: makeGuardianOnboardingSchema(today) }),
    );
  }
  return z.preprocess(formDataOf, companyOnboardingSchema);
}

/**
 * The text fields of an upload. Guardians and Executors use the upload page's fields (case required, spec part 1 §5)
 * or the onboarding wizard's (no case, filed uncategorized); attorneys and admins the court upload's (description
 * required too, part 2 §5).
 */
export function uploadFieldsBodyFor({ role }: BodyContext): z.ZodType {
  if (!isClientRole(role)) return courtUploadFieldsSchema;
  return pickedBy((fields) =>
    typeof fields === 'object' && fields !== null && isOnboardingUpload(fields as Record<string, unknown>)
      ? onboardingDocumentUploadFieldsSchema
      : documentUploadFieldsSchema,
  );
}

export const keyPickupValidationMessage = leadingMessage(keyPickupTexts.incompleteContact);
export const propertyMissingValidationMessage = leadingMessage(statusTexts.propertyMissing);
