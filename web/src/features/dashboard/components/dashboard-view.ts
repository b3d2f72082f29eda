import { needsOnboarding, type Role, type UserProfile } from '@estatekey/domain';

/** Which onboarding form a role fills in before its dashboard opens (spec part 1 §4). */
export type OnboardingForm = 'guardianExecutor' | 'agent' | 'attorney';

/** Which role dashboard /home shows once onboarding is done. */
export type DashboardLayout = 'client' | 'agent' | 'attorney' | 'admin';

export type DashboardView =
  | { readonly kind: 'onboarding'; readonly form: OnboardingForm }
  /** A company user whose profile lacks company details: no form applies (spec part 1 §2.10). */
  | { readonly kind: 'completeProfile' }
  | { readonly kind: 'dashboard'; readonly layout: DashboardLayout };

const ONBOARDING_FORMS: Partial<Record<Role, OnboardingForm>> = {
  Guardian: 'guardianExecutor',
  Executor: 'guardianExecutor',
  Agent: 'agent',
  Attorney: 'attorney',
};

/**
 * What /home shows for a role and profile. `role` is the verified claim (null when the token has none); a profile that
 * does not exist yet counts as empty, so onboarding is needed.
 */
export function dashboardView(role: Role | null, profile: UserProfile | null): DashboardView {
  const form = role ? ONBOARDING_FORMS[role] : undefined;
  if (needsOnboarding({ ...profile, role })) {
    return form ? { kind: 'onboarding', form } : { kind: 'completeProfile' };
  }
  return { kind: 'dashboard', layout: roleDashboardLayout(role) };
}

/** The dashboard a role sees once onboarding is done; known from the role alone, before the profile has loaded. */
export function roleDashboardLayout(role: Role | null): DashboardLayout {
  if (role === 'Agent') return 'agent';
  if (role === 'Attorney') return 'attorney';
  if (role === 'Admin') return 'admin';
  return 'client';
}
