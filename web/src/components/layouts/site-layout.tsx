import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { SiteFooter } from './site-footer';
import { SiteNavBar } from './site-nav-bar';
import { MAIN_CONTENT_ID } from './skip-link';
import { UpdatePrompt } from './update-prompt';

/** Frame of the public site's pages (Realty App, About Us, Resources, FAQ): the landing page's nav bar and footer. */
export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteNavBar />
      {/* The nav bar is fixed: this keeps the page's first lines from sliding under it. */}
      <Box sx={(theme) => theme.mixins.toolbar} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <UpdatePrompt />
    </Box>
  );
}
