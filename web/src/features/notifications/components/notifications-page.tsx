import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  countUnread,
  filterNotifications,
  notificationsPageTexts,
  type Notification,
  NOTIFICATION_FILTERS,
  type NotificationFilterKey,
} from '@estatekey/domain';
import { useState } from 'react';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationsSnapshot, useNotificationsWaitingToSync } from '../api/use-notifications-snapshot';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';
import { NotificationItem } from './notification-item';

const text = notificationsPageTexts;
const pageText = notificationsPageTexts;
const PANEL_ID = 'notifications-panel';
const tabId = (key: NotificationFilterKey) => `notifications-tab-${key}`;

function NotificationsInbox() {
  const notifications = useNotificationsSnapshot();
  const waitingToSync = useNotificationsWaitingToSync();
  const markNotificationRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [filter, setFilter] = useState<NotificationFilterKey>('all');
  const markingAll = markAll.pending;

  const loaded = notifications.status === 'success' ? notifications.data : null;
  const unread = loaded ? countUnread(loaded) : 0;
  const shown = loaded ? filterNotifications(loaded, filter) : [];

  const markRead = (notification: Notification) => {
    markNotificationRead(notification.id).catch((error: unknown) => {
      // Spec part 1 §8: marking one notification read fails silently; the item simply stays unread.
      console.error('Marking a notification read failed', error);
    });
  };

  const markAllRead = async () => {
    await markAll.mutate({});
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => void markAllRead()}
          disabled={markingAll || unread === 0 || markAll.offline}
        >
          {markingAll ? pageText.markingAll : text.markAllRead}
        </Button>
      </Box>
      <OfflineActionReason offline={markAll.offline} />
      <Tabs
        value={filter}
        onChange={(_event, key: NotificationFilterKey) => setFilter(key)}
        aria-label={pageText.filtersLabel}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {NOTIFICATION_FILTERS.map(({ key, label }) => (
          <Tab key={key} value={key} label={label} id={tabId(key)} aria-controls={PANEL_ID} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(filter)}>
        {loaded === null ? (
          <CircularProgress aria-label={pageText.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {loaded.length === 0 ? text.empty : text.emptyFiltered}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onMarkRead={markRead}
                  waitingToSync={waitingToSync.has(notification.id)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** /notifications (spec part 1 §2.18): the user's real notifications, live, with filter tabs and read marks. */
export function NotificationsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      <LiveDataBoundary label="notifications list" fallback={<Alert severity="error">{text.loadFailed}</Alert>}>
        <NotificationsInbox />
      </LiveDataBoundary>
    </Container>
  );
}
