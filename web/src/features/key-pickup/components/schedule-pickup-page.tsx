import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { fullName, keyPickupTexts, type UserProfile } from '@estatekey/domain';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { AppointmentLists } from './appointment-lists';
import { KeyPickupForm, type ContactPrefill } from './key-pickup-form';

function contactPrefillOf(profile: UserProfile | null): ContactPrefill | null {
  if (!profile) return null;
  return { contactName: fullName(profile), contactEmail: profile.email, contactPhone: profile.phone };
}

function KeyPickupFormWithProfile() {
  const profile = useUserProfile();
  return <KeyPickupForm contactPrefill={profile.status === 'success' ? contactPrefillOf(profile.data) : null} />;
}

/** /schedule-pickup (spec part 1 §2.16): the booking form beside the user's upcoming and previous appointments. */
export function SchedulePickupPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {keyPickupTexts.title}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {/* Without a readable profile the form still works, only without the prefill. */}
          <LiveDataBoundary label="key pickup contact prefill" fallback={<KeyPickupForm contactPrefill={null} />}>
            <KeyPickupFormWithProfile />
          </LiveDataBoundary>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <AppointmentLists />
        </Grid>
      </Grid>
    </Container>
  );
}
