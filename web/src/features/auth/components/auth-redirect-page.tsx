import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { authTexts } from '@estatekey/domain';
import { Navigate } from 'react-router';

import { usePageTitle } from '../../../components/layouts/use-page-title';
import { useAuthRedirectDestination } from '../api/use-auth-redirect-destination';

/** /auth-redirect: sends the signed-in user where they belong (spec part 2 §2). */
export function AuthRedirectPage() {
  const title = usePageTitle();
  const destination = useAuthRedirectDestination();
  if (destination !== null) return <Navigate to={destination} replace />;

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '60vh', p: 4, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {title}
      </Typography>
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{authTexts.authRedirect.loading}</Typography>
      </Box>
    </Box>
  );
}
