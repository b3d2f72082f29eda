import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  commonTexts,
  EMAIL_DELIVERIES,
  type EmailDelivery,
  NOTIFICATION_CATEGORIES,
  notificationEmailTexts,
  type NotificationPreferences,
} from '@estatekey/domain';
import { useState } from 'react';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { useNotificationPreferences } from '../api/use-notification-preferences';
import { useSaveNotificationPreferences } from '../api/use-save-notification-preferences';

const text = notificationEmailTexts;

/** Profile Settings' 'Notifications': per category, e-mail Off, Immediately or in the Daily digest. */
export function NotificationPreferencesSection() {
  const { request, reload } = useNotificationPreferences();
  return (
    <SectionCard title={text.settings.title} intro={text.settings.intro} sx={{ mt: 3 }} headingId="notifications">
      {request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 2 }} />
      )}
      {request.status === 'error' && <RetryAlert onRetry={reload}>{text.settings.loadFailed}</RetryAlert>}
      {request.status === 'success' && <PreferencesForm stored={request.data} />}
    </SectionCard>
  );
}

function PreferencesForm({ stored }: { stored: NotificationPreferences }) {
  const [preferences, setPreferences] = useState<NotificationPreferences>(stored);
  const save = useSaveNotificationPreferences({ onSuccess: (saved) => setPreferences(saved) });
  const choose = (category: keyof NotificationPreferences, delivery: EmailDelivery) =>
    setPreferences((current) => ({ ...current, [category]: delivery }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save.mutate({ body: preferences });
      }}
    >
      <Stack spacing={2}>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <FormControl key={category}>
            <FormLabel id={`notification-${category}`}>{text.categoryLabels[category]}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`notification-${category}`}
              name={`notification-${category}`}
              value={preferences[category]}
              onChange={(event) => choose(category, event.target.value as EmailDelivery)}
            >
              {EMAIL_DELIVERIES.map((delivery) => (
                <FormControlLabel
                  key={delivery}
                  value={delivery}
                  control={<Radio />}
                  label={text.deliveryLabels[delivery]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <div>
          <Button type="submit" variant="contained" disabled={save.pending}>
            {text.settings.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
