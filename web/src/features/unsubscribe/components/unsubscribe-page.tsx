import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  notificationEmailTexts,
  paths,
  type UnsubscribeResponse,
} from '@estatekey/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { serverMessageOr } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/use-unsubscribe';

const text = notificationEmailTexts.unsubscribe;
const ONE_CLICK_BODY = { 'List-Unsubscribe': 'One-Click' } as const;

type Outcome = { kind: 'done'; result: UnsubscribeResponse } | { kind: 'failed'; message: string } | null;

/**
 * The landing page of a mail's unsubscribe link, for anyone who holds the link (no sign-in): it turns the link's
 * categories off, says which, and leads to the settings.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { mutate } = useUnsubscribe({
    onSuccess: (result) => setOutcome({ kind: 'done', result }),
    onError: (error) => setOutcome({ kind: 'failed', message: serverMessageOr(error, text.invalidLink) }),
  });

  // Opening the link is the unsubscribe; a repeated call (a reload) changes nothing more.
  const unsubscribeNow = useEffectEvent((linkToken: string) => {
    void mutate({ params: { token: linkToken }, body: ONE_CLICK_BODY });
  });
  useEffect(() => {
    unsubscribeNow(token);
  }, [token]);

  const labels =
    outcome?.kind === 'done'
      ? outcome.result.categories.map((category) => notificationEmailTexts.categoryLabels[category]).join(', ')
      : '';

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {text.title}
        </Typography>
        {outcome === null && <CircularProgress aria-label={text.loading} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
        {outcome?.kind === 'done' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {text.turnedOff(labels)}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {outcome.message}
          </Alert>
        )}
        {outcome !== null && (
          <>
            <Typography sx={{ mb: 2 }}>{text.settingsHint}</Typography>
            <Button component={RouterLink} to={paths.notificationSettings} variant="contained">
              {text.settingsLink}
            </Button>
          </>
        )}
      </Paper>
    </Container>
  );
}
