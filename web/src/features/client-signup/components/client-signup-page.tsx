import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_CREATED_REDIRECT_MS,
  apiRoutes,
  attorneyWorkspaceMessages,
  createAccountFormSchema,
  messages,
  paths,
  type CreateAccountForm,
  type VerifyInvitationResponse,
} from '@estatekey/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { FormTextField } from '../../../components/form';
import { ApiError, callApi } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useApiQuery } from '../../../lib/use-api-query';

const text = messages.invitation;
const labels = messages.attorney.clients.labels;

/** The server's own words when it sent any (spec part 2 §8: server message preferred). */
function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function SignupForm({ token, invitation }: { token: string; invitation: VerifyInvitationResponse }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const submitting = useRef(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { ...invitation.client, password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!created) return;
    // The spec's pause on the success message before the login page (part 2 §9: 2000 ms).
    const timer = window.setTimeout(() => void navigate(paths.login, { replace: true }), ACCOUNT_CREATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  const create = async ({ confirmPassword: _confirmation, ...body }: CreateAccountForm) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await callApi(apiRoutes.createClientAccount, { params: { token }, body, public: true });
      notify.success(text.created);
      setCreated(true);
    } catch (error) {
      console.error('Creating the client account failed', error);
      notify.error(serverMessage(error, text.createFailed));
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(create)(event);
  };

  const locked = { htmlInput: { readOnly: true } } as const;
  const attorneyName = `${invitation.attorney.firstName} ${invitation.attorney.lastName}`.trim();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.invitedBy(attorneyName)} {attorneyWorkspaceMessages.signup.lockedHint}
      </Typography>
      {created ? (
        <Alert severity="success" role="status">
          {text.createdLoginHint}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="firstName"
                id="signup-first-name"
                label={labels.firstName}
                slotProps={locked}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="lastName"
                id="signup-last-name"
                label={labels.lastName}
                slotProps={locked}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="email"
                id="signup-email"
                label={labels.email}
                type="email"
                slotProps={locked}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="password"
                id="signup-password"
                label={text.passwordLabel}
                type="password"
                autoComplete="new-password"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="confirmPassword"
                id="signup-confirm-password"
                label={text.confirmPasswordLabel}
                type="password"
                autoComplete="new-password"
                required
              />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ mt: 3 }}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </Box>
      )}
    </>
  );
}

function InvalidInvitation() {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {text.invalidTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text.invalidBody}</Typography>
      <Link component={RouterLink} to={paths.login}>
        {text.goToLogin}
      </Link>
    </>
  );
}

/** /client-signup/{token} (spec part 2 §2): verify the invitation, then 'Create Your Client Account'. */
export function ClientSignupPage() {
  const { token = '' } = useParams();
  const notify = useNotify();
  const { request } = useApiQuery(apiRoutes.verifyInvitation, {
    params: { token },
    onError: (error) => {
      console.error('Verifying the invitation failed', error);
      notify.error(serverMessage(error, text.invalidToast));
    },
  });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {request.status === 'loading' && (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 1, py: 4 }}>
            <CircularProgress aria-hidden />
            <Typography>{text.verifying}</Typography>
          </Box>
        )}
        {request.status === 'error' && <InvalidInvitation />}
        {request.status === 'success' && (
          <>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {text.title}
            </Typography>
            <SignupForm token={token} invitation={request.data} />
          </>
        )}
      </Paper>
    </Container>
  );
}
