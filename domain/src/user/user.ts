import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/text-limits';
import { apiEntityFieldsWithUpdatedAt, boundedString, idSchema, timestampSchema } from '../common/primitives';
import type { Role } from '../roles/roles';
import { roleSchema } from '../roles/role-schema';
import { storedAgentProfileSchema } from './stored-agent-profile';
import { attorneyProfileSchema } from './stored-attorney-profile';
import { fullName } from './user-display';

export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];
export const planSchema = z.enum(PLANS);
export const DEFAULT_PLAN: Plan = 'monthly';
export const PLAN_LABELS: Record<Plan, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** `users/{uid}.onboarding`: the Guardian/Executor wizard's answers, kept as submitted. */
export const storedGuardianOnboardingSchema = z.record(z.string(), z.unknown());

/** Longest prefix stored per searchable word; longer queries are cut to this before matching. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;

// The owner may write these directly; firestore.rules bounds them as the profile update does.
const text = boundedString(TEXT_LIMITS.profileText).default('');
const name = boundedString(TEXT_LIMITS.name);

/** `users/{uid}` (DESIGN §4). The SMTP password lives in `users/{uid}/private/secrets`, never here. */
export const userProfileSchema = z.object({
  id: idSchema,
  firstName: name,
  lastName: name,
  email: boundedString(TEXT_LIMITS.email),
  role: roleSchema,
  plan: planSchema.default(DEFAULT_PLAN),
  emailVerified: z.boolean().default(false),
  onboardingCompleted: z.boolean().default(false),
  phone: text,
  companyName: text,
  kvkNumber: text,
  companyAddress: text,
  postalCode: text,
  city: text,
  contactPersonFirstName: text,
  contactPersonLastName: text,
  companyPhone: text,
  companyWebsite: text,
  smtpHost: text,
  smtpPort: z.number().int().nullable().default(null),
  smtpUser: text,
  /** Whether an SMTP password is stored; the password itself is write-only. */
  smtpPasswordSet: z.boolean().default(false),
  attorneyProfile: attorneyProfileSchema.optional(),
  agentProfile: storedAgentProfileSchema.optional(),
  onboarding: storedGuardianOnboardingSchema.optional(),
  /** See `normalizeSearchTokens`. */
  searchTokens: z.array(boundedString(SEARCH_TOKEN_MAX_LENGTH)).default([]),
  /** See `sessionRevoked`: written by functions when they revoke the user's sessions. */
  tokensRevokedAt: z.number().int().nonnegative().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.optional(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** GET /api/user/profile and GET /api/users/me: the profile with `_id`, without search tokens. */
export const userResponseSchema = userProfileSchema.omit({ searchTokens: true }).extend(apiEntityFieldsWithUpdatedAt);
export type UserResponse = z.output<typeof userResponseSchema>;

/** A user search hit (spec part 2 §7) and the Share modal's results. */
export const userSearchResultSchema = z.object({
  _id: idSchema,
  firstName: name,
  lastName: name,
  email: boundedString(TEXT_LIMITS.email),
  role: roleSchema,
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** Profile fields a signed-in user may write directly to `users/{uid}` (DESIGN §5); the rest goes through the API. */
export const PROFILE_CLIENT_EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'companyName',
  'kvkNumber',
  'companyAddress',
  'postalCode',
  'city',
  'contactPersonFirstName',
  'contactPersonLastName',
  'companyPhone',
  'companyWebsite',
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'updatedAt',
] as const satisfies readonly (keyof UserProfile)[];

/** Fields only functions write: identity, privileges and derived data. */
export const PROFILE_PRIVILEGED_FIELDS = [
  'email',
  'role',
  'plan',
  'emailVerified',
  'onboardingCompleted',
  'attorneyProfile',
  'agentProfile',
  'onboarding',
  'searchTokens',
  'smtpPasswordSet',
  'tokensRevokedAt',
  'createdAt',
] as const satisfies readonly (keyof UserProfile)[];

/**
 * Whether a session was revoked: its ID token's `auth_time` (seconds since the epoch) is before the profile's
 * `tokensRevokedAt`, the second from which functions accept sign-ins again (Auth's tokensValidAfterTime). The same
 * comparison as the Admin SDK's checkRevoked (a sign-in in the revocation second itself stays valid) and as
 * firestore.rules `sessionCurrent()`, so the API, the rules and the web app end a session at the same moment.
 */
export function sessionRevoked(authTimeSeconds: number, tokensRevokedAt: number | undefined): boolean {
  return tokensRevokedAt !== undefined && authTimeSeconds < tokensRevokedAt;
}

type OnboardingUser = {
  role?: unknown;
  onboardingCompleted?: boolean | null;
  companyName?: string | null;
  companyAddress?: string | null;
  city?: string | null;
  contactPersonFirstName?: string | null;
  contactPersonLastName?: string | null;
};

const ROLES_WITH_ONBOARDING: readonly unknown[] = ['Attorney', 'Guardian', 'Executor', 'Agent'];
const COMPANY_FIELDS = [
  'companyName',
  'companyAddress',
  'city',
  'contactPersonFirstName',
  'contactPersonLastName',
] as const;

/**
 * Spec part 1 §4: Attorney, Guardian, Executor and Agent need onboarding until `onboardingCompleted`; other users
 * (company users) while any company detail is missing.
 */
export function needsOnboarding(user: OnboardingUser): boolean {
  if (ROLES_WITH_ONBOARDING.includes(user.role)) return !user.onboardingCompleted;
  return COMPANY_FIELDS.some((field) => !user[field]?.trim());
}

/** Lower-case, trimmed, single-spaced, at most SEARCH_TOKEN_MAX_LENGTH characters: the value a search looks up. */
export function normalizeSearchQuery(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_TOKEN_MAX_LENGTH);
}

/**
 * `users/{uid}.searchTokens`: every lower-case prefix (2 to SEARCH_TOKEN_MAX_LENGTH characters) of the first name,
 * last name, 'first last', the e-mail address and its local part. A search is then one Firestore query,
 * `where('searchTokens', 'array-contains', normalizeSearchQuery(query))`, which matches users whose name or e-mail
 * starts with the query.
 */
export function normalizeSearchTokens(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string[] {
  const email = user.email?.trim().toLowerCase() ?? '';
  const words = [
    user.firstName,
    user.lastName,
    fullName({ firstName: user.firstName, lastName: user.lastName }),
    email,
    email.split('@')[0],
  ];
  const tokens = new Set<string>();
  for (const word of words) {
    const normalized = normalizeSearchQuery(word ?? '');
    for (let length = 2; length <= normalized.length; length += 1) tokens.add(normalized.slice(0, length));
  }
  return [...tokens].sort();
}

/** Whether a role is one whose users see a company-details onboarding. */
export function isCompanyUserRole(role: Role): boolean {
  return !ROLES_WITH_ONBOARDING.includes(role);
}
