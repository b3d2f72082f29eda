import { lazy } from 'react';

import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

// Features do not import each other: the app composes the dashboard with the onboarding wizard it opens. Lazy, so
// only users who still have to onboard download the wizard.
const GuardianOnboardingWizard = lazy(() =>
  import('../../features/guardian-onboarding/components/guardian-onboarding-wizard').then((module) => ({
    default: module.GuardianOnboardingWizard,
  })),
);

const AgentProfileWizard = lazy(() =>
  import('../../features/agent-onboarding/components/agent-profile-wizard').then((module) => ({
    default: module.AgentProfileWizard,
  })),
);

/** /home: the dashboard, with the Guardian/Executor and agent onboarding wizards in its onboarding panel. */
export function HomePage() {
  return <DashboardPage guardianOnboarding={<GuardianOnboardingWizard />} agentOnboarding={<AgentProfileWizard />} />;
}
