import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  commonTexts,
  DEFAULT_COMPANY_NAME,
  parseRole,
  roleLabel,
  SIDEBAR_MENU,
  webShellTexts,
  paths,
} from '@estatekey/domain';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';

import { useAuthSession } from '../../lib/auth/auth-session';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';
import { PageSkeleton } from '../ui/page-skeleton';
import { EmailVerificationBanner } from './email-verification-banner';
import { loadSignedInLiveParts } from './load-signed-in-live-parts';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID } from './skip-link';
import { SideMenu } from './side-menu';
import { SIGNED_IN_APP_BAR_SX } from './signed-in-frame-styles';
import { SignedInPagePlaceholder } from './signed-in-page-placeholder';
import { UpdatePrompt } from './update-prompt';
import { UserMenu } from './user-menu';
import { usePageTitle } from './use-page-title';

type LiveParts = Awaited<ReturnType<typeof loadSignedInLiveParts>>;

function lazyLivePart<Name extends keyof LiveParts>(name: Name) {
  return lazy(() => loadSignedInLiveParts().then((module) => ({ default: module[name] })));
}

const LiveSideMenu = lazyLivePart('LiveSideMenu');
const LiveUserMenu = lazyLivePart('LiveUserMenu');
const LiveSessionCheck = lazyLivePart('LiveSessionCheck');
const LivePage = lazyLivePart('LivePage');

/**
 * Frame of every signed-in page: a top bar with the page title and the user menu, a permanent sidebar from the md
 * breakpoint and a slide-in one below it, and the page. The frame and the page's skeleton paint at once; the parts
 * that read Firestore (live sidebar and user menu, the revoked-session check, the page itself) come with the Firestore
 * SDK in their own chunk, so only signed-in users download it and a phone does not wait for it to see the frame.
 */
export function SignedInLayout() {
  const session = useAuthSession();
  const signOut = useSignOut();
  const pageTitle = usePageTitle();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);

  if (session.status === 'loading') return <SignedInPagePlaceholder />;
  if (session.status === 'signedOut') return <Navigate to={paths.login} replace />;

  const currentRoleLabel = roleLabel(session.role);
  const handleSignOut = () => void signOut();
  const sideMenuProps = {
    roleLabel: currentRoleLabel,
    items: SIDEBAR_MENU[parseRole(session.role)],
    onNavigate: () => setMobileMenuOpen(false),
    onSignOut: handleSignOut,
  };
  const sideMenu = (
    <Suspense
      fallback={
        <SideMenu
          {...sideMenuProps}
          companyName={DEFAULT_COMPANY_NAME}
          unreadNotifications={null}
          unreadMessages={null}
        />
      }
    >
      <LiveSideMenu {...sideMenuProps} />
    </Suspense>
  );

  return (
    <>
      <Suspense fallback={null}>
        <LiveSessionCheck />
      </Suspense>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar component="header" position="fixed" sx={SIGNED_IN_APP_BAR_SX}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={commonTexts.openMenu}
              aria-expanded={mobileMenuOpen}
              onClick={() => setMobileMenuOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              {pageTitle}
            </Typography>
            <Suspense fallback={<UserMenu roleLabel={currentRoleLabel} onSignOut={handleSignOut} profile={null} />}>
              <LiveUserMenu roleLabel={currentRoleLabel} onSignOut={handleSignOut} />
            </Suspense>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="temporary"
          open={mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX, maxWidth: '85vw' },
          }}
          slotProps={{ paper: { 'aria-label': webShellTexts.menu } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
            <IconButton aria-label={commonTexts.closeMenu} onClick={() => setMobileMenuOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {sideMenu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            width: SIDEBAR_WIDTH_PX,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_PX, boxSizing: 'border-box' },
          }}
        >
          {sideMenu}
        </Drawer>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <Toolbar aria-hidden />
          <OfflineBanner />
          {!session.user.emailVerified && <EmailVerificationBanner />}
          {/* Also while a later page's chunk loads for the first time outside a transition. */}
          <Suspense fallback={<PageSkeleton title={pageTitle} />}>
            <LivePage />
          </Suspense>
        </Box>
      </Box>
      <UpdatePrompt />
    </>
  );
}
