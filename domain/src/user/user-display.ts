import { commonTexts } from '../messages/public-site-texts';

// How a user is named and where they go, from their profile: pure functions without schemas, so the signed-in frame
// and /login use them without building the user schemas (zod) when they start.

/** The dashboard greeting: first name, else contact person's first name, else 'User'. */
export function welcomeName(
  user: { firstName?: string | null; contactPersonFirstName?: string | null } | null | undefined,
): string {
  return user?.firstName?.trim() || user?.contactPersonFirstName?.trim() || commonTexts.user;
}

export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The user menu's affiliation: company, else brokerage, else 'Not specified'. */
export function affiliation(user: {
  companyName?: string | null;
  agentProfile?: { brokerageName?: string } | null;
}): string {
  return user.companyName?.trim() || user.agentProfile?.brokerageName?.trim() || commonTexts.notSpecified;
}

type DestinationUser = {
  role?: unknown;
  onboardingCompleted?: boolean | null;
  attorneyProfile?: { barNumber?: string | null } | null;
};

/** After login (spec part 1 §4); `null` when fetching the user failed. */
export function loginDestination(
  user: DestinationUser | null,
): '/attorney/onboarding' | '/attorney/dashboard' | '/home' {
  if (user?.role !== 'Attorney') return '/home';
  return user.onboardingCompleted ? '/attorney/dashboard' : '/attorney/onboarding';
}

/**
 * The /auth-redirect gate (spec part 2 §2): visitors to /login; an Attorney without a profile, a bar number or
 * completed onboarding to /attorney/onboarding, other Attorneys to /attorney/dashboard; everyone else, and a failed
 * user load (`null`), to /home.
 */
export function authRedirectDestination(
  user: DestinationUser | null,
  isAuthenticated: boolean,
): '/login' | '/attorney/onboarding' | '/attorney/dashboard' | '/home' {
  if (!isAuthenticated) return '/login';
  if (user?.role !== 'Attorney') return '/home';
  const complete = Boolean(user.onboardingCompleted && user.attorneyProfile?.barNumber?.trim());
  return complete ? '/attorney/dashboard' : '/attorney/onboarding';
}
