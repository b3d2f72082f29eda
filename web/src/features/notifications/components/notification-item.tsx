import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notificationsPageTexts, showingsTexts, type Notification, webShellTexts } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { ShowingApprovalChip } from '../../../components/showings/showing-approval-chip';
import { ShowingDecisionActions } from '../../../components/showings/showing-decision-actions';

const pageText = notificationsPageTexts;

const createdAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Only in-app paths become links; anything else in a stored link is not followed. */
function inAppLink(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly onMarkRead: (notification: Notification) => void;
  /** Marked read on this device while offline; the server does not have it yet. */
  readonly waitingToSync?: boolean;
}

/** One notification: title, message, when, category, whether it is read, its link and 'Mark as read'. */
export function NotificationItem({ notification, onMarkRead, waitingToSync = false }: NotificationItemProps) {
  const { title, message, read, category, createdAt } = notification;
  const link = inAppLink(notification.link);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        borderLeftWidth: 4,
        borderLeftColor: read ? 'divider' : 'primary.main',
        bgcolor: read ? 'background.paper' : 'action.hover',
      }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: read ? 500 : 700, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {waitingToSync && (
              <Chip size="small" icon={<CloudQueueIcon aria-hidden />} label={webShellTexts.waitingToSync} />
            )}
            <Chip
              size="small"
              color={read ? 'default' : 'primary'}
              variant={read ? 'outlined' : 'filled'}
              label={read ? pageText.read : pageText.unread}
            />
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={createdAt.toISOString()}>{createdAtFormat.format(createdAt)}</time>
          {' · '}
          {pageText.categories[category]}
        </Typography>
        {notification.action?.kind === 'showingDecision' && notification.action.outcome && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{showingsTexts.decision.answered}</Typography>
            <ShowingApprovalChip status={notification.action.outcome} />
          </Stack>
        )}
        {notification.action?.kind === 'showingDecision' && !notification.action.outcome && (
          <ShowingDecisionActions
            showingId={notification.action.showingId}
            label={title}
            onDecided={() => {
              if (!read) onMarkRead(notification);
            }}
          />
        )}
        {(link !== null || !read) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {link !== null && (
              <Button
                component={RouterLink}
                to={link}
                size="small"
                variant="outlined"
                aria-label={pageText.openOf(title)}
                onClick={() => {
                  if (!read) onMarkRead(notification);
                }}
              >
                {notificationsPageTexts.open}
              </Button>
            )}
            {!read && (
              <Button size="small" aria-label={pageText.markReadOf(title)} onClick={() => onMarkRead(notification)}>
                {notificationsPageTexts.markRead}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
