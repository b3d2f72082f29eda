import Box from '@mui/material/Box';

import { formatUnreadCount } from '../../data/notifications/unread-count';
import { visuallyHiddenSx } from './visually-hidden';

/**
 * A count of unread things: the pill shows the short count ("9+"), screen readers hear the full text from `label`
 * ("3 unread notifications"). `id` lets a link name the badge as its description.
 */
export function UnreadBadge({ count, label, id }: { count: number; label: (count: number) => string; id?: string }) {
  return (
    <Box component="span" id={id} sx={{ display: 'inline-flex' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'error.main',
          color: 'error.contrastText',
          typography: 'caption',
          fontWeight: 700,
        }}
      >
        {formatUnreadCount(count)}
      </Box>
      <Box component="span" sx={visuallyHiddenSx}>
        {label(count)}
      </Box>
    </Box>
  );
}
