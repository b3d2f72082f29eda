import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages, signedInAreaMessages } from '@estatekey/domain';

import { useUserProfileRequest } from '../api/get-user-profile';
import { ProfileSettingsForm } from './profile-settings-form';

/** /profile-settings (spec part 1 §2.9). */
export function ProfileSettingsPage() {
  const { request, reload } = useUserProfileRequest();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {messages.profile.title}
      </Typography>
      {request.status === 'loading' && (
        <CircularProgress aria-label={messages.common.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {request.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {messages.common.retry}
            </Button>
          }
        >
          {signedInAreaMessages.profile.loadFailed}
        </Alert>
      )}
      {request.status === 'success' && <ProfileSettingsForm profile={request.profile} />}
    </Container>
  );
}
