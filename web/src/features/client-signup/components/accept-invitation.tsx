import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { invitationTexts, paths, type VerifyInvitationResponse } from '@estatekey/domain';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { useAuthSession } from '../../../lib/auth/auth-session';
import { loginReturnState } from '../../../lib/auth/login-return';
import { useAcceptInvitation } from '../api/use-accept-invitation';

const text = invitationTexts;

async function signOut(): Promise<void> {
  // Loaded on demand like every other use of the Auth SDK outside the signed-in frame.
  const { signOutCurrentUser } = await import('../../../lib/firebase/auth');
  await signOutCurrentUser();
}

/**
 * The invitation of an address that already has an account: it joins the case only by accepting signed in with that
 * account (never by the attorney's intake alone). Signed out, it offers to sign in and come back here; signed in
 * with another address, it says so.
 */
export function AcceptInvitation({ token, invitation }: { token: string; invitation: VerifyInvitationResponse }) {
  const session = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { accept, accepting } = useAcceptInvitation(token);
  const invitedEmail = invitation.client.email;
  const attorneyName = `${invitation.attorney.firstName} ${invitation.attorney.lastName}`.trim();
  const signedInEmail = session.status === 'signedIn' ? session.user.email : null;
  const sameAddress = signedInEmail !== null && signedInEmail.toLowerCase() === invitedEmail.toLowerCase();

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {text.invitedBy(attorneyName)} {text.existingAccount(invitedEmail)}
      </Typography>
      {session.status === 'signedOut' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => void navigate(paths.login, { state: loginReturnState(location) })}
          >
            {text.signInToAccept}
          </Button>
          <Link component={RouterLink} to={paths.forgotPassword}>
            {text.forgotPasswordHint}
          </Link>
        </Stack>
      )}
      {session.status === 'signedIn' && sameAddress && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" size="large" disabled={accepting} onClick={() => void accept()}>
            {accepting ? text.accepting : text.accept}
          </Button>
        </Stack>
      )}
      {session.status === 'signedIn' && !sameAddress && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void signOut()}>
              {text.signOut}
            </Button>
          }
        >
          {text.signedInAsOther(signedInEmail ?? '', invitedEmail)}
        </Alert>
      )}
    </Stack>
  );
}
