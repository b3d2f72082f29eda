import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { dashboardTexts, type Notification, notificationsPageTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { useRecentNotificationsSnapshot } from '../api/use-recent-notifications';
import { DashboardSection } from './dashboard-section';

/** Notification links are in-app paths; anything else opens the notifications page. */
function notificationTarget(notification: Notification): string {
  return notification.link.startsWith('/') && !notification.link.startsWith('//')
    ? notification.link
    : paths.notifications;
}

function ActivityEntry({ notification }: { notification: Notification }) {
  return (
    <ListItem disableGutters divider alignItems="flex-start">
      <ListItemText
        primary={
          <Link
            component={RouterLink}
            to={notificationTarget(notification)}
            underline="hover"
            sx={{ fontWeight: notification.read ? 500 : 700 }}
          >
            {notification.title}
            {!notification.read && (
              <Box component="span" sx={visuallyHiddenSx}>
                {` (${notificationsPageTexts.filters.unread})`}
              </Box>
            )}
          </Link>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {notification.message}
            </Typography>
            <Typography component="time" variant="caption" dateTime={notification.createdAt.toISOString()}>
              {notification.createdAt.toLocaleString()}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}

function ActivityList() {
  const recent = useRecentNotificationsSnapshot();
  if (recent.status === 'loading') return <Skeleton variant="rounded" height={96} />;
  if (recent.data.length === 0)
    return <Typography color="text.secondary">{dashboardTexts.noRecentActivity}</Typography>;
  return (
    <List disablePadding>
      {recent.data.map((notification) => (
        <ActivityEntry key={notification.id} notification={notification} />
      ))}
    </List>
  );
}

/** The user's latest notifications, live (DESIGN §8: the spec's list was static placeholder text). */
export function RecentActivity() {
  return (
    <DashboardSection
      title={dashboardTexts.recentActivity}
      action={
        <Link component={RouterLink} to={paths.notifications}>
          {dashboardTexts.shortcuts.viewAllActivity}
        </Link>
      }
    >
      <LiveDataBoundary
        label="recent activity"
        fallback={<Alert severity="warning">{notificationsPageTexts.loadFailed}</Alert>}
      >
        <ActivityList />
      </LiveDataBoundary>
    </DashboardSection>
  );
}
