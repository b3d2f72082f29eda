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
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import { useAuthSession } from '../../lib/auth/auth-session';
import { EndRevokedSession } from '../../lib/auth/end-revoked-session';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { SignedInFirebaseProviders } from '../../lib/firebase/signed-in-firebase-providers';
import { useUnreadMessageCount } from '../../data/conversations/use-conversations';
import { useUnreadNotificationCount } from '../../data/notifications/use-unread-notification-count';
import { useUserProfile } from '../../data/user/use-user-profile';
import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';
import { LiveDataBoundary } from '../errors/live-data-boundary';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { EmailVerificationBanner } from './email-verification-banner';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID } from './skip-link';
import { SideMenu, type SideMenuProps } from './side-menu';
import { UpdatePrompt } from './update-prompt';
import { UserMenu, type UserMenuProps } from './user-menu';
import { usePageTitle } from './use-page-title';

type LiveSideMenuProps = Omit<SideMenuProps, 'companyName' | 'unreadNotifications' | 'unreadMessages'>;

function SideMenuWithLiveData(props: LiveSideMenuProps) {
  const profile = useUserProfile();
  const unread = useUnreadNotificationCount();
  const unreadMessages = useUnreadMessageCount();
  const companyName = (profile.status === 'success' && profile.data?.companyName.trim()) || DEFAULT_COMPANY_NAME;
  return (
    <SideMenu
      {...props}
      companyName={companyName}
      unreadNotifications={unread.status === 'success' ? unread.data : null}
      unreadMessages={unreadMessages.status === 'success' ? unreadMessages.data : null}
    />
  );
}

/** The sidebar with the live company name and unread badge; if those fail, the menu still works without them. */
function LiveSideMenu(props: LiveSideMenuProps) {
  return (
    <LiveDataBoundary
      label="sidebar"
      fallback={
        <SideMenu {...props} companyName={DEFAULT_COMPANY_NAME} unreadNotifications={null} unreadMessages={null} />
      }
    >
      <SideMenuWithLiveData {...props} />
    </LiveDataBoundary>
  );
}

type LiveUserMenuProps = Omit<UserMenuProps, 'profile'>;

function UserMenuWithLiveData(props: LiveUserMenuProps) {
  const profile = useUserProfile();
  return <UserMenu {...props} profile={profile.status === 'success' ? profile.data : null} />;
}

function LiveUserMenu(props: LiveUserMenuProps) {
  return (
    <LiveDataBoundary label="user menu" fallback={<UserMenu {...props} profile={null} />}>
      <UserMenuWithLiveData {...props} />
    </LiveDataBoundary>
  );
}

/**
 * Frame of every signed-in page: a top bar with the page title and the user menu, a permanent sidebar from the md
 * breakpoint and a slide-in one below it. Holds the Firestore-backed providers, so only signed-in users download
 * that SDK, and signs a revoked session out (EndRevokedSession).
 */
export function SignedInLayout() {
  const session = useAuthSession();
  const signOut = useSignOut();
  const pageTitle = usePageTitle();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);

  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signedOut') return <Navigate to={paths.login} replace />;

  const currentRoleLabel = roleLabel(session.role);
  const handleSignOut = () => void signOut();
  const sideMenu = (
    <LiveSideMenu
      roleLabel={currentRoleLabel}
      items={SIDEBAR_MENU[parseRole(session.role)]}
      onNavigate={() => setMobileMenuOpen(false)}
      onSignOut={handleSignOut}
    />
  );

  return (
    <SignedInFirebaseProviders>
      <LiveDataBoundary label="session revocation" fallback={null}>
        <EndRevokedSession />
      </LiveDataBoundary>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar
          component="header"
          position="fixed"
          sx={{
            width: { md: `calc(100% - ${SIDEBAR_WIDTH_PX}px)` },
            ml: { md: `${SIDEBAR_WIDTH_PX}px` },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
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
            <LiveUserMenu roleLabel={currentRoleLabel} onSignOut={handleSignOut} />
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
          <Outlet />
        </Box>
      </Box>
      <UpdatePrompt />
    </SignedInFirebaseProviders>
  );
}
