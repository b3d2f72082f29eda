import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  commonTexts,
  dashboardTexts,
  pageTitleTexts,
  type Role,
  signedInAreaTexts,
  welcomeName,
  paths,
} from '@estatekey/domain';
import { Suspense, useEffect, type ReactNode } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { preloadableLazy, type PreloadableComponent } from '../../../lib/preloadable-lazy';
import { CompleteProfilePrompt } from './complete-profile-prompt';
import { dashboardView, roleDashboardLayout, type DashboardLayout } from './dashboard-view';
import { OnboardingPendingPanel } from './onboarding-pending-panel';
import { RoleDashboardGrid, type RoleDashboardLayout } from './role-dashboard-grid';
import { LazyTwoTracksPanel } from './lazy-two-tracks-panel';

const loadingSpinner = (
  <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
);

/**
 * Each role's dashboard is its own chunk: /home downloads only the one the signed-in role sees, and starts that download
 * while the profile loads (see DashboardPage).
 */
function roleDashboard(load: () => Promise<RoleDashboardLayout>) {
  return preloadableLazy(async () => {
    const layout = await load();
    return () => <RoleDashboardGrid layout={layout} />;
  });
}

const ROLE_DASHBOARDS: Record<DashboardLayout, PreloadableComponent<object>> = {
  client: roleDashboard(() => import('./role-dashboards/client-dashboard').then((module) => module.clientDashboard)),
  agent: roleDashboard(() => import('./role-dashboards/agent-dashboard').then((module) => module.agentDashboard)),
  admin: roleDashboard(() => import('./role-dashboards/admin-dashboard').then((module) => module.adminDashboard)),
  attorney: roleDashboard(() =>
    import('./role-dashboards/attorney-dashboard').then((module) => module.attorneyDashboard),
  ),
};

function RoleDashboard({ layout }: { layout: DashboardLayout }) {
  const Dashboard = ROLE_DASHBOARDS[layout].Component;
  return (
    <Suspense fallback={loadingSpinner}>
      <Dashboard />
    </Suspense>
  );
}

interface OnboardingWizards {
  readonly guardianOnboarding: ReactNode;
  readonly agentOnboarding: ReactNode;
}

function DashboardContent({ role, ...wizards }: OnboardingWizards & { role: Role | null }) {
  const profile = useUserProfile();
  if (profile.status === 'loading') return loadingSpinner;

  const view = dashboardView(role, profile.data);
  return (
    <>
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        {dashboardTexts.welcome(welcomeName(profile.data))}
      </Typography>
      {view.kind === 'onboarding' && <OnboardingPendingPanel form={view.form} {...wizards} />}
      {/* An invited client follows their case from the first sign-in, before their own onboarding is done. */}
      {view.kind === 'onboarding' && view.form === 'guardianExecutor' && <LazyTwoTracksPanel />}
      {view.kind === 'completeProfile' && <CompleteProfilePrompt />}
      {view.kind === 'dashboard' && <RoleDashboard layout={view.layout} />}
    </>
  );
}

/**
 * /home: the welcome line, then onboarding, 'Please complete your profile' or the role's dashboard (spec part 1 §2.10).
 * `guardianOnboarding` and `agentOnboarding` are the Guardian/Executor and agent wizards, features of their own that
 * the app layer hands in.
 */
export function DashboardPage(wizards: OnboardingWizards) {
  const session = useAuthSession();
  const role = session.status === 'signedIn' ? session.role : null;
  useEffect(() => {
    // A failed download is no error here: rendering the dashboard asks again and shows the failure.
    ROLE_DASHBOARDS[roleDashboardLayout(role)].preload().catch(() => undefined);
  }, [role]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {pageTitleTexts[paths.home]}
      </Typography>
      <LiveDataBoundary
        label="dashboard profile"
        fallback={<Alert severity="error">{signedInAreaTexts.profile.loadFailed}</Alert>}
      >
        <DashboardContent role={role} {...wizards} />
      </LiveDataBoundary>
    </Container>
  );
}
