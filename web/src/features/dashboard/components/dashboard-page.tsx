import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages, PAGE_TITLES, signedInAreaMessages, welcomeName, type Role } from '@estatekey/domain';

import { paths } from '../../../config/paths';
import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useUserProfile } from '../../../lib/user/use-user-profile';
import { CompleteProfilePrompt } from './complete-profile-prompt';
import { dashboardView } from './dashboard-view';
import { OnboardingPendingPanel } from './onboarding-pending-panel';
import { AgentDashboard, AttorneyDashboard, ClientDashboard } from './role-dashboards';

function DashboardContent({ role }: { role: Role | null }) {
  const profile = useUserProfile();
  if (profile.status === 'loading') {
    return <CircularProgress aria-label={messages.common.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }

  const view = dashboardView(role, profile.data);
  return (
    <>
      <Typography variant="h5" component="p" sx={{ mb: 3 }}>
        {messages.dashboard.welcome(welcomeName(profile.data))}
      </Typography>
      {view.kind === 'onboarding' && <OnboardingPendingPanel form={view.form} />}
      {view.kind === 'completeProfile' && <CompleteProfilePrompt />}
      {view.kind === 'dashboard' && view.layout === 'client' && <ClientDashboard />}
      {view.kind === 'dashboard' && view.layout === 'agent' && <AgentDashboard />}
      {view.kind === 'dashboard' && view.layout === 'attorney' && <AttorneyDashboard />}
    </>
  );
}

/** /home: the welcome line, then onboarding, 'Please complete your profile' or the role's dashboard (spec part 1 §2.10). */
export function DashboardPage() {
  const session = useAuthSession();
  const role = session.status === 'signedIn' ? session.role : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {PAGE_TITLES[paths.home]}
      </Typography>
      <LiveDataBoundary
        label="dashboard profile"
        fallback={<Alert severity="error">{signedInAreaMessages.profile.loadFailed}</Alert>}
      >
        <DashboardContent role={role} />
      </LiveDataBoundary>
    </Container>
  );
}
