import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { propertiesTexts, paths } from '@estatekey/domain';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { PropertyListSkeleton } from './property-list-skeleton';
import { SubmitPropertySection } from './submit-property-section';

// The list reads Firestore: in its own chunk, so the page's heading, hint and form paint (and the form can be filled
// in and sent, through the API) while the Firestore SDK is still on its way to a phone.
const propertyList = preloadableLazy(() => import('./property-list').then((module) => module.PropertyList));

/** Guardians only (spec part 1 §2.15): cases are linked to properties on the Court Documents page. */
function ManageLegalCases() {
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
      action={
        <Button component={RouterLink} to={paths.documents} variant="outlined" color="inherit" size="small">
          {propertiesTexts.manageLegalCases}
        </Button>
      }
    >
      {propertiesTexts.casesHint}
    </Alert>
  );
}

/** /submit-property, the Properties page (spec part 1 §2.15). */
export function PropertiesPage() {
  const session = useAuthSession();
  if (session.status !== 'signedIn') throw new Error('PropertiesPage is only for the signed-in area');
  const { role } = session;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {propertiesTexts.title}
      </Typography>
      <SubmitPropertySection />
      {role === 'Guardian' && <ManageLegalCases />}
      <Box component="section" aria-labelledby="your-properties-heading">
        <Typography id="your-properties-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {propertiesTexts.list.title}
        </Typography>
        <LiveDataBoundary
          label="properties list"
          fallback={<Alert severity="error">{propertiesTexts.loadFailed}</Alert>}
        >
          <Suspense fallback={<PropertyListSkeleton />}>
            <propertyList.Component role={role} uid={session.user.uid} />
          </Suspense>
        </LiveDataBoundary>
      </Box>
    </Container>
  );
}
