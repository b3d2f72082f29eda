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
  attorneyTexts,
  type CreateAccountForm,
  createAccountFormSchema,
  invitationTexts,
  paths,
  type VerifyInvitationResponse,
} from '@estatekey/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { FormTextField, useSingleSubmit } from '../../../components/form';
import { AcceptInvitation } from './accept-invitation';
import { useCreateClientAccount } from '../api/use-create-client-account';
import { useVerifyInvitation } from '../api/use-verify-invitation';

const text = invitationTexts;
const labels = attorneyTexts.clients.labels;

const HALF = { xs: 12, sm: 6 } as const;
const LOCKED = { htmlInput: { readOnly: true } } as const;
const NEW_PASSWORD = { type: 'password', size: HALF, autoComplete: 'new-password', required: true } as const;

/** The form's inputs: the invited client's name and e-mail, shown locked, then the password they choose. */
const SIGNUP_FIELDS = [
  { name: 'firstName', id: 'signup-first-name', label: labels.firstName, size: HALF, slotProps: LOCKED },
  { name: 'lastName', id: 'signup-last-name', label: labels.lastName, size: HALF, slotProps: LOCKED },
  { name: 'email', id: 'signup-email', label: labels.email, type: 'email', size: 12, slotProps: LOCKED },
  { name: 'password', id: 'signup-password', label: text.passwordLabel, ...NEW_PASSWORD },
  { name: 'confirmPassword', id: 'signup-confirm-password', label: text.confirmPasswordLabel, ...NEW_PASSWORD },
] as const;

function SignupForm({ token, invitation }: { token: string; invitation: VerifyInvitationResponse }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const createAccount = useCreateClientAccount(token, () => setCreated(true));
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

  const onSubmit = useSingleSubmit(handleSubmit, async ({ confirmPassword: _confirmation, ...body }) => {
    await createAccount(body);
  });

  const attorneyName = `${invitation.attorney.firstName} ${invitation.attorney.lastName}`.trim();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.invitedBy(attorneyName)} {attorneyTexts.signup.lockedHint}
      </Typography>
      {created ? (
        <Alert severity="success" role="status">
          {text.createdLoginHint}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Grid container spacing={2}>
            {SIGNUP_FIELDS.map(({ size, ...field }) => (
              <Grid key={field.name} size={size}>
                <FormTextField control={control} {...field} />
              </Grid>
            ))}
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

/**
 * /client-signup/{token} (spec part 2 §2): verify the invitation, then 'Create Your Client Account'; for an address
 * that already has an account, accept it signed in instead.
 */
export function ClientSignupPage() {
  const { token = '' } = useParams();
  const { request } = useVerifyInvitation(token);
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
              {request.data.accountExists ? text.acceptTitle : text.title}
            </Typography>
            {request.data.accountExists ? (
              <AcceptInvitation token={token} invitation={request.data} />
            ) : (
              <SignupForm token={token} invitation={request.data} />
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
