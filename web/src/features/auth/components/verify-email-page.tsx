import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authTexts, paths } from '@estatekey/domain';
import { Link as RouterLink, useParams } from 'react-router';

import { AuthCard } from './auth-card';
import { useEmailVerification } from '../api/use-email-verification';

const DUTCH = 'nl';

/**
 * /users/{id}/verify/{token} and /user/{id}/verify/{token} (spec part 1 §2.7): verifies once, then the success view,
 * or, unlike the spec's page (DESIGN §8), a failure view with a way forward.
 */
export function VerifyEmailPage() {
  const { id = '', token = '' } = useParams();
  const verification = useEmailVerification(id, token);

  if (verification.status === 'pending') {
    return (
      <AuthCard title={authTexts.verification.verifying} lang={DUTCH}>
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={authTexts.verification.verifying} />
        </Box>
      </AuthCard>
    );
  }

  if (verification.verified) {
    return (
      <AuthCard title={authTexts.verification.successTitle} lang={DUTCH}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{authTexts.verification.successBody}</Typography>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {authTexts.verification.loginLink}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={authTexts.verification.failedTitle}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{verification.serverMessage ?? authTexts.verification.failedBody}</Typography>
        <Typography color="text.secondary">{authTexts.verification.failedHint}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          <Button component={RouterLink} to={paths.login} variant="contained">
            {authTexts.verification.loginLink}
          </Button>
          <Button component={RouterLink} to={paths.register} variant="outlined">
            {authTexts.verification.registerAgain}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
