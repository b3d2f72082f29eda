import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonTexts, uploadTexts, matchRoute, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useMyCases } from '../api/use-my-cases';
import { ClientUploadForm } from './client-upload-form';

const text = uploadTexts;
const UPLOAD_PAGE_ROLES = matchRoute(paths.uploadDocuments).pageRoles ?? [];

function CasesThenForm() {
  const cases = useMyCases();
  const { request, reload } = cases;
  if (request.status === 'loading') {
    return <CircularProgress aria-label={uploadTexts.loadingCases} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }
  if (request.status === 'error') {
    return <RetryAlert onRetry={reload}>{text.loadCasesFailed}</RetryAlert>;
  }
  if (request.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          {text.noCases}
        </Alert>
        <Button component={RouterLink} to={paths.documents} variant="outlined">
          {commonTexts.cancel}
        </Button>
      </Stack>
    );
  }
  return (
    <ClientUploadForm
      cases={request.data}
      moreCases={<ShowMorePages more={cases} label={text.showMoreCases} failedText={text.loadCasesFailed} />}
    />
  );
}

/** /upload-documents (spec part 1 §2.17): Guardians and Executors upload a document to one of their cases. */
export function ClientUploadPage() {
  const session = useAuthSession();
  const allowed = session.status === 'signedIn' && session.role !== null && UPLOAD_PAGE_ROLES.includes(session.role);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      {allowed ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <CasesThenForm />
        </Paper>
      ) : (
        <Alert severity="warning">{text.accessDenied}</Alert>
      )}
    </Container>
  );
}
