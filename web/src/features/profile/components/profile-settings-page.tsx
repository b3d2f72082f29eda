import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { commonTexts, profileTexts, signedInAreaTexts } from '@estatekey/domain';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { useProfile } from '../api/use-profile';
import { AgentProfileEditor } from './agent-profile-editor';
import { CalendarFeedSection } from './calendar-feed-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { ProfileSettingsForm } from './profile-settings-form';

/** /profile-settings (spec part 1 §2.9). */
export function ProfileSettingsPage() {
  const { request, reload } = useProfile();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {profileTexts.title}
      </Typography>
      {request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {request.status === 'error' && <RetryAlert onRetry={reload}>{signedInAreaTexts.profile.loadFailed}</RetryAlert>}
      {request.status === 'success' && (
        <>
          <ProfileSettingsForm profile={request.data} />
          {request.data.role === 'Agent' && <AgentProfileEditor stored={request.data.agentProfile} />}
          <NotificationPreferencesSection />
          <CalendarFeedSection />
        </>
      )}
    </Container>
  );
}
