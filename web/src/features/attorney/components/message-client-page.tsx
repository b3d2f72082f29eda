import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { attorneyTexts, canAccessRoute, type CaseResponse, commonTexts, paths } from '@estatekey/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { FormTextField } from '../../../components/form';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { useAttorneyCases } from '../api/get-attorney-cases';

const text = attorneyTexts.chat;

interface MessageValues {
  subject: string;
  message: string;
}

/** A `mailto:` link: the user's own mail program sends the message, so nothing here can get lost. */
function mailtoHref(email: string, { subject, message }: MessageValues): string {
  const query = new URLSearchParams({ subject, body: message }).toString().replaceAll('+', '%20');
  return `mailto:${email}?${query}`;
}

function MessageForm({ legalCase }: { legalCase: CaseResponse }) {
  const client = legalCase.clientId;
  const { control } = useForm<MessageValues>({
    defaultValues: { subject: text.subjectFor(legalCase.caseName, legalCase.caseNumber), message: '' },
  });
  const subject = useWatch({ control, name: 'subject' });
  const message = useWatch({ control, name: 'message' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {text.to}: {`${client.firstName} ${client.lastName}`.trim()} &lt;{client.email}&gt;
      </Typography>
      <FormTextField control={control} name="subject" id="message-subject" label={text.subject} />
      <FormTextField control={control} name="message" id="message-body" label={text.message} multiline minRows={6} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          href={mailtoHref(client.email, { subject, message })}
          startIcon={<EmailOutlinedIcon />}
        >
          {text.openMail}
        </Button>
        <Button component={RouterLink} to={paths.attorneyCase(legalCase._id)}>
          {text.backToCase}
        </Button>
      </Box>
    </Box>
  );
}

/** The case this page writes about: the `case` of the link, else the first case whose client is `with`. */
function findCase(cases: readonly CaseResponse[], caseId: string | null, withUserId: string | null) {
  if (caseId !== null) return cases.find((legalCase) => legalCase._id === caseId);
  if (withUserId !== null) return cases.find((legalCase) => legalCase.clientId._id === withUserId);
  return undefined;
}

function AttorneyMessage() {
  const [search] = useSearchParams();
  const { request, reload } = useAttorneyCases();
  if (request.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  }
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{attorneyTexts.loadCasesFailed}</RetryAlert>;
  const caseId = search.get('case');
  const withUserId = search.get('with');
  const legalCase = findCase(request.data, caseId, withUserId);
  if (legalCase) return <MessageForm legalCase={legalCase} />;
  return (
    <Alert severity="info">{caseId === null && withUserId === null ? text.noRecipient : text.unknownRecipient}</Alert>
  );
}

/** /chat?with={clientId}: 'Message Client' from a case, written in the user's mail program (spec part 2 §2). */
export function MessageClientPage() {
  const session = useAuthSession();
  const role = session.status === 'signedIn' ? session.role : null;
  // The roles of the attorney area hold cases whose clients they write to.
  const writesToClients = canAccessRoute(role, paths.attorneyDashboard) === 'allow';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {text.title}
        </Typography>
        {writesToClients ? <AttorneyMessage /> : <Alert severity="info">{text.noRecipient}</Alert>}
      </Paper>
    </Container>
  );
}
