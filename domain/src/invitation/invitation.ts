import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { invitationTexts } from '../messages/invitation-texts';
import { boundedString, emailAddressSchema, idSchema, requiredString, timestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { caseClientSchema } from '../case/case';
import { passwordField } from '../user/account-requests';
import { INVITATION_TTL_DAYS } from '../constants/app';

/**
 * What accepting an invitation does: a case's client joins the case (the attorney's intake), or a property's owner
 * takes over the property (the admin's intake conversion).
 */
export const invitationPurposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('caseClient'), caseId: idSchema }),
  z.object({ kind: z.literal('propertyOwner'), propertyId: idSchema }),
]);
export type InvitationPurpose = z.infer<typeof invitationPurposeSchema>;

/** `invitations/{tokenHash}`: the id is the SHA-256 of the raw token, which only travels in the link (DESIGN §5). */
export const invitationSchema = z.object({
  id: idSchema,
  purpose: invitationPurposeSchema,
  /** The attorney (or admin) who sent it; named on the signup page and notified on acceptance. */
  invitedBy: idSchema,
  /** The invited person: the new account's names, e-mail and role are locked to these. */
  client: caseClientSchema,
  expiresAt: timestampSchema,
  acceptedAt: timestampSchema.nullable(),
  /** The account created from the invitation. */
  acceptedBy: idSchema.nullable().default(null),
  createdAt: timestampSchema,
});
export type Invitation = z.output<typeof invitationSchema>;

const name = boundedString(TEXT_LIMITS.name);

/** GET /api/client/verify-invitation/{token} */
export const verifyInvitationResponseSchema = z.object({
  client: z.object({ firstName: name, lastName: name, email: boundedString(TEXT_LIMITS.email) }),
  attorney: z.object({ firstName: name, lastName: name }),
  /**
   * The invited address already has an account: the page offers to sign in and accept instead of creating one. Only
   * the holder of the mailed link learns it, about their own address.
   */
  accountExists: z.boolean(),
});
export type VerifyInvitationResponse = z.infer<typeof verifyInvitationResponseSchema>;

/** POST /api/client/create-account/{token}; names and email come from the invitation and must match it. */
export const createAccountRequestSchema = z.object({
  firstName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  lastName: requiredString(validationTexts.required, TEXT_LIMITS.name),
  email: emailAddressSchema,
  password: passwordField(),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** The client signup form: the request plus a confirmation that must match. */
export const createAccountFormSchema = createAccountRequestSchema
  .extend({ confirmPassword: boundedString(TEXT_LIMITS.password) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: invitationTexts.passwordsMismatch,
  });
export type CreateAccountForm = z.infer<typeof createAccountFormSchema>;

/** Names and e-mail are locked to the invitation: the request must repeat them (e-mail case-insensitively). */
export function matchesInvitation(
  request: Pick<CreateAccountRequest, 'firstName' | 'lastName' | 'email'>,
  client: Pick<Invitation['client'], 'firstName' | 'lastName' | 'email'>,
): boolean {
  return (
    request.firstName.trim() === client.firstName.trim() &&
    request.lastName.trim() === client.lastName.trim() &&
    request.email.trim().toLowerCase() === client.email.trim().toLowerCase()
  );
}

export function invitationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** An invitation may be used once, before it expires. */
export function isInvitationUsable(invitation: Pick<Invitation, 'expiresAt' | 'acceptedAt'>, now: Date): boolean {
  return invitation.acceptedAt === null && invitation.expiresAt.getTime() > now.getTime();
}
