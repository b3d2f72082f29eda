import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agentTexts, calendarFeedPath } from '@estatekey/domain';
import { useState } from 'react';

import { SectionCard } from '../../../components/ui/section-card';
import { useAction, useLoggedFailure } from '../../../lib/use-action';
import { useCalendarFeedStatus } from '../api/use-calendar-feed-status';
import { useResetCalendarFeed } from '../api/use-reset-calendar-feed';
import { OutlinedField } from '../../../components/form';

const text = agentTexts.calendarFeed;

/**
 * The private calendar feed: a link calendar programs subscribe to. The link is shown once, right after it
 * is made; 'Reset feed link' makes a new one and the old one stops working.
 */
export function CalendarFeedSection() {
  const status = useCalendarFeedStatus();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const resetFeed = useResetCalendarFeed({
    onSuccess: ({ feedToken }) => setFeedUrl(`${window.location.origin}${calendarFeedPath(feedToken)}`),
  });
  const active = feedUrl !== null || (status.request.status === 'success' && status.request.data.active);

  const makeLink = async () => {
    await resetFeed.mutate({});
  };

  const copy = useAction((link: string) => navigator.clipboard.writeText(link), {
    success: text.copied,
    reportFailure: useLoggedFailure('Copying the calendar feed link', text.copyFailed),
  });
  const copyLink = async () => {
    if (feedUrl !== null) await copy.mutate(feedUrl);
  };

  return (
    <SectionCard title={text.title} intro={text.intro} sx={{ mt: 3 }}>
      {feedUrl !== null && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {text.shownOnce}
          </Alert>
          <OutlinedField
            label={text.linkLabel}
            value={feedUrl}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
            sx={{ mb: 2 }}
          />
        </>
      )}
      {feedUrl === null && active && <Typography sx={{ mb: 2 }}>{text.active}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {feedUrl !== null && (
          <Button variant="contained" onClick={() => void copyLink()}>
            {text.copy}
          </Button>
        )}
        <Button
          variant={feedUrl === null ? 'contained' : 'outlined'}
          disabled={resetFeed.pending}
          onClick={() => void makeLink()}
        >
          {active ? text.reset : text.create}
        </Button>
      </Stack>
    </SectionCard>
  );
}
