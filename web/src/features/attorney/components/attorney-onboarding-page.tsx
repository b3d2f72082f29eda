import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiRoutes,
  attorneyOnboardingSchema,
  attorneyWorkspaceMessages,
  messages,
  type AttorneyOnboarding,
} from '@estatekey/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { callApi } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useNotify } from '../../../lib/notify';
import { useUserProfile } from '../../../lib/user/use-user-profile';
import { AttorneyProfileFields } from './attorney-profile-fields';
import { attorneyProfileValues, type AttorneyProfileValues } from './attorney-profile-values';

const text = attorneyWorkspaceMessages.onboarding;

function OnboardingForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const saving = useRef(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AttorneyProfileValues, unknown, AttorneyOnboarding>({
    resolver: zodResolver(attorneyOnboardingSchema),
    defaultValues: attorneyProfileValues(null),
  });

  const save = async (formData: AttorneyOnboarding) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await callApi(apiRoutes.completeAttorneyOnboarding, { body: { formData } });
      notify.success(text.success);
      await navigate(paths.attorneyDashboard, { replace: true });
    } catch (error) {
      console.error('Saving the attorney profile failed', error);
      notify.error(text.formFailed);
    } finally {
      saving.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(save)(event);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <AttorneyProfileFields control={control} required />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? text.saving : text.submit}
        </Button>
      </Box>
    </Box>
  );
}

/** Sends a non-attorney home with the spec's message (spec part 2 §2). */
function NotForThisRole() {
  const notify = useNotify();
  useEffect(() => notify.warning(messages.auth.attorneyAccountsOnly), [notify]);
  return <Navigate to={paths.home} replace />;
}

/**
 * /attorney/onboarding (spec part 1 §2.14, part 2 §2): 'Complete Your Attorney Profile'. Non-attorneys go home, an
 * attorney whose onboarding is done goes to the dashboard.
 */
export function AttorneyOnboardingPage() {
  const session = useAuthSession();
  const profile = useUserProfile();
  const role = session.status === 'signedIn' ? session.role : null;
  if (role !== 'Attorney') return <NotForThisRole />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text.intro}
        </Typography>
        {profile.status === 'loading' && (
          <CircularProgress aria-label={messages.common.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />
        )}
        {profile.status === 'success' && profile.data?.onboardingCompleted && (
          <Navigate to={paths.attorneyDashboard} replace />
        )}
        {profile.status === 'success' && !profile.data?.onboardingCompleted && <OnboardingForm />}
      </Paper>
    </Container>
  );
}
