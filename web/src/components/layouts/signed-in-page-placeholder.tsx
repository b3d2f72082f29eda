import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';
import { PageSkeleton } from '../ui/page-skeleton';
import { SIGNED_IN_APP_BAR_SX } from './signed-in-frame-styles';
import { MAIN_CONTENT_ID } from './skip-link';
import { usePageTitle } from './use-page-title';

const SIDEBAR_SKELETON_ROWS = 6;

/**
 * A signed-in page before its frame can render (Firebase Auth still restoring the session, the frame's chunk still on
 * its way): the frame's shape in grey, with the page's real title in the top bar and where the page puts its heading.
 * A phone paints it from the entry chunk alone, instead of a spinner. Busy and announced as loading; the page's own
 * heading comes with the page (a heading here would tell a screen reader the page had arrived).
 */
export function SignedInPagePlaceholder() {
  const title = usePageTitle();
  return (
    <Box aria-busy="true" sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar component="header" position="fixed" sx={SIGNED_IN_APP_BAR_SX}>
        <Toolbar sx={{ gap: 1 }}>
          <Skeleton variant="circular" width={32} height={32} sx={{ display: { md: 'none' }, flexShrink: 0 }} />
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <Skeleton variant="circular" width={32} height={32} sx={{ flexShrink: 0 }} />
        </Toolbar>
      </AppBar>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          alignContent: 'start',
          gap: 1.5,
          width: SIDEBAR_WIDTH_PX,
          flexShrink: 0,
          p: 2,
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Skeleton variant="text" width="60%" height={32} />
        {Array.from({ length: SIDEBAR_SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} variant="rounded" height={36} />
        ))}
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar aria-hidden />
        <PageSkeleton title={title} />
      </Box>
    </Box>
  );
}
