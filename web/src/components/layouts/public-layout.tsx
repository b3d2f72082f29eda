import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { commonTexts, pagesTexts, webShellTexts, paths } from '@estatekey/domain';
import { Outlet, Link as RouterLink } from 'react-router';

import { MAIN_CONTENT_ID } from './skip-link';
import { UpdatePrompt } from './update-prompt';

/** Frame of the public pages other than the landing page: a slim header and the page. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar component="header" position="static" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Link
            component={RouterLink}
            to={paths.landing}
            aria-label={webShellTexts.homeLink}
            variant="h6"
            color="primary"
            underline="none"
            sx={{ flexGrow: 1, fontWeight: 700 }}
          >
            {commonTexts.productName}
          </Link>
          <Stack component="nav" aria-label={webShellTexts.mainNavigation} direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.login}>
              {pagesTexts.nav.login}
            </Button>
            <Button component={RouterLink} to={paths.register} variant="contained">
              {pagesTexts.nav.register}
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <UpdatePrompt />
    </Box>
  );
}
