import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { propertiesTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useSignedInUid } from '../../../data/user/use-user-profile';
import { PropertyList } from './property-list';
import { SubmitPropertySection } from './submit-property-section';

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
  const uid = useSignedInUid();
  const role = session.status === 'signedIn' ? session.role : null;
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
          <PropertyList role={role} uid={uid} />
        </LiveDataBoundary>
      </Box>
    </Container>
  );
}
