import { z } from 'zod';
import { authTexts } from '../messages/auth-texts';
import { onboardingTexts } from '../messages/onboarding-texts';
import { agentOnboardingRequestSchema } from '../user/agent-profile';
import { attorneyOnboardingRequestSchema, attorneyOnboardingSchema } from '../user/attorney-profile';
import {
  companyOnboardingSchema,
  makeGuardianOnboardingSchema,
  onboardingCompleteRequestSchema,
} from '../user/guardian-onboarding';
import {
  loginRequestSchema,
  loginResponseSchema,
  profileUpdateSchema,
  registerRequestSchema,
} from '../user/account-requests';
import { userResponseSchema } from '../user/user';
import { idSchema } from '../common/primitives';
import { isClientRole } from '../roles/roles';
import { healthResponseSchema, messageResponseSchema, verifyEmailParamsSchema } from './common';
import type { BodyContext } from './request-bodies';
import { type ApiRoute, ATTORNEY_ONLY, AGENT_ONLY } from './route-contract';

const userUpdatedResponseSchema = messageResponseSchema.extend({ user: userResponseSchema });

/** The answers of a body that wraps them in `formData` (the wizards) or sends them as they are (spec part 1 §7). */
function formDataOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'formData' in body) return (body as { formData: unknown }).formData;
  return body;
}

/**
 * Guardians and Executors complete the wizard (always answered as `{formData}`); company users (the other roles the
 * route admits) send their company details. Either may come wrapped in `formData` or not.
 */
function onboardingCompletionBodyFor({ today, role }: BodyContext): z.ZodType {
  if (isClientRole(role)) {
    return z.preprocess(
      (body) => ({ formData: formDataOf(body) }),
      z.object({ formData: makeGuardianOnboardingSchema(today) }),
    );
  }
  return z.preprocess(formDataOf, companyOnboardingSchema);
}

/** The health check, then accounts and session. */
export const accountRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public', response: healthResponseSchema },

  register: {
    method: 'POST',
    path: '/api/user/register',
    access: 'public',
    rateLimit: ['public'],
    body: registerRequestSchema,
    response: messageResponseSchema.extend({ userId: idSchema }),
    successStatus: 201,
  },
  login: {
    method: 'POST',
    path: '/api/user/login',
    access: 'public',
    rateLimit: ['login'],
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'authenticated',
    allowUnverified: true,
    response: messageResponseSchema,
  },
  profile: {
    method: 'GET',
    path: '/api/user/profile',
    access: 'authenticated',
    allowUnverified: true,
    response: userResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/api/users/me',
    access: 'authenticated',
    allowUnverified: true,
    response: userResponseSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/user/profile/update',
    access: 'authenticated',
    allowUnverified: true,
    body: profileUpdateSchema,
    response: userUpdatedResponseSchema,
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/user/:id/verify/:token',
    access: 'public',
    params: verifyEmailParamsSchema,
    response: messageResponseSchema,
  },
  /** A fresh verification link by mail (DESIGN §5); 409 once the address is verified. */
  resendVerification: {
    method: 'POST',
    path: '/api/user/resend-verification',
    access: 'authenticated',
    allowUnverified: true,
    rateLimit: ['verificationMail'],
    response: messageResponseSchema,
  },
  completeOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/complete',
    // Guardian/Executor send the wizard; company users (Admin) their company details (spec part 1 §4).
    access: ['Guardian', 'Executor', 'Admin'],
    forbiddenMessage: onboardingTexts.notForRole,
    body: onboardingCompleteRequestSchema,
    bodyFor: onboardingCompletionBodyFor,
    response: userUpdatedResponseSchema,
  },
  completeAgentOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/agent/complete',
    access: AGENT_ONLY,
    body: agentOnboardingRequestSchema,
    response: userUpdatedResponseSchema,
  },
  completeAttorneyOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/attorney/complete',
    access: ATTORNEY_ONLY,
    forbiddenMessage: authTexts.notAttorney,
    body: attorneyOnboardingRequestSchema,
    response: userUpdatedResponseSchema,
  },
  updateAttorneyOnboardingProfile: {
    method: 'PUT',
    path: '/api/users/update-attorney-profile',
    access: ATTORNEY_ONLY,
    forbiddenMessage: authTexts.notAttorney,
    body: attorneyOnboardingSchema,
    response: userUpdatedResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
