import { z } from 'zod';
import { messages } from '../messages/messages';
import { idSchema, requiredString, timestampSchema } from '../common/primitives';
import { caseClientSchema } from '../case/case';
import { passwordField } from '../user/user';
import { INVITATION_TTL_DAYS } from '../constants/app';

/** `invitations/{tokenHash}`: the id is the SHA-256 of the raw token, which only travels in the link (DESIGN §5). */
export const invitationSchema = z.object({
  id: idSchema,
  caseId: z.string(),
  attorneyId: z.string(),
  client: caseClientSchema,
  expiresAt: timestampSchema,
  acceptedAt: timestampSchema.nullable(),
  /** The account created from the invitation. */
  acceptedBy: z.string().nullable().default(null),
  createdAt: timestampSchema,
});
export type Invitation = z.output<typeof invitationSchema>;

/** GET /api/client/verify-invitation/{token} */
export const verifyInvitationResponseSchema = z.object({
  client: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  attorney: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type VerifyInvitationResponse = z.infer<typeof verifyInvitationResponseSchema>;

/** POST /api/client/create-account/{token}; names and email come from the invitation and must match it. */
export const createAccountRequestSchema = z.object({
  firstName: requiredString(),
  lastName: requiredString(),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: messages.validation.invalidEmail })),
  password: passwordField(),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** The client signup form: the request plus a confirmation that must match. */
export const createAccountFormSchema = createAccountRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.invitation.passwordsMismatch,
  });
export type CreateAccountForm = z.infer<typeof createAccountFormSchema>;

export function invitationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** An invitation may be used once, before it expires. */
export function isInvitationUsable(invitation: Pick<Invitation, 'expiresAt' | 'acceptedAt'>, now: Date): boolean {
  return invitation.acceptedAt === null && invitation.expiresAt.getTime() > now.getTime();
}
