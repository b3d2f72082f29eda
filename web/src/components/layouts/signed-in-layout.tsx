import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { commonTexts, DEFAULT_COMPANY_NAME, parseRole, roleLabel, SIDEBAR_MENU, paths } from '@estatekey/domain';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import { useAuthSession } from '../../lib/auth/auth-session';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { SIDEBAR_WIDTH_PX } from '../../theme/theme-primitives';
import { LiveDataBoundary } from '../errors/live-data-boundary';
import { PageSkeleton } from '../ui/page-skeleton';
import { NO_FRAME_LIVE_DATA, type FrameLiveData, type ReportFrameLiveData } from './frame-live-data';
import { loadSignedInLiveParts } from './load-signed-in-live-parts';
import { OfflineBanner } from './offline-banner';
import { MAIN_CONTENT_ID } from './skip-link';
import { SideMenu } from './side-menu';
import { SIGNED_IN_APP_BAR_SX } from './signed-in-frame-styles';
import { SignedInPagePlaceholder } from './signed-in-page-placeholder';
import { UpdatePrompt } from './update-prompt';
import { UserMenu } from './user-menu';
import { usePageTitle } from './use-page-title';

// Only an account whose e-mail is not verified sees it; its resend button brings the API client and the account
// routes' schemas, which no other part of the frame needs at start.
const EmailVerificationBanner = lazy(() =>
  import('./email-verification-banner').then((module) => ({ default: module.EmailVerificationBanner })),
);
const FrameLiveReads = lazy(() => loadSignedInLiveParts().then((module) => ({ default: module.FrameLiveReads })));
// A phone's slide-in sidebar (a Drawer: the Modal, its transition and focus trap) is not part of a page's start: its
// chunk is fetched when a finger or the keyboard reaches the menu button (or the service worker has it).
const phoneMenuDrawer = preloadableLazy(() => import('./phone-menu-drawer').then((module) => module.PhoneMenuDrawer));

/**
 * Frame of every signed-in page: a top bar with the page title and the user menu, a permanent sidebar from the md
 * breakpoint and a slide-in one below it, and the page. The frame paints at once; its parts that read Firestore (the
 * sidebar's company name and unread badges, the user menu's name, the revoked-session check) come with the Firestore
 * SDK in their own chunk, asked for once the frame and the page have painted: on a slow phone network the page's own
 * code does not share the line with the SDK, unless the page reads Firestore itself (its chunk then brings the SDK).
 */
export function SignedInLayout() {
  const session = useAuthSession();
  const signOut = useSignOut();
  const pageTitle = usePageTitle();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // Mounted at the first opening and kept, so the drawer closes with its transition.
  const [mobileMenuMounted, setMobileMenuMounted] = useState(false);
  const [framePainted, setFramePainted] = useState(false);
  const [live, setLive] = useState<FrameLiveData>(NO_FRAME_LIVE_DATA);
  // One sidebar is rendered, the one the screen shows: a permanent one hidden by CSS on a phone would still be
  // rendered (its menu items and their styles) with every render of the frame. Read at once, not after a first
  // render: the frame renders in the browser only (its prerendered placeholder is another component).
  const wideScreen = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The live values and the live parts' mounting re-render the frame as transitions: React renders them in slices
  // between which the browser stays responsive (set from an effect or a timer, they would each be one blocking render
  // of the sidebar, app bar and user menu).
  const reportLive = useCallback<ReportFrameLiveData>(
    (name, value) =>
      startTransition(() =>
        setLive((previous) => (previous[name] === value ? previous : { ...previous, [name]: value })),
      ),
    [],
  );
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    // A task after the commit: the browser paints the frame and the page first.
    const afterPaint = setTimeout(() => startTransition(() => setFramePainted(true)), 0);
    return () => clearTimeout(afterPaint);
  }, [signedIn]);

  if (session.status === 'loading') return <SignedInPagePlaceholder />;
  if (session.status === 'signedOut') return <Navigate to={paths.login} replace />;

  const currentRoleLabel = roleLabel(session.role);
  const handleSignOut = () => void signOut();
  const sideMenu = (
    <SideMenu
      roleLabel={currentRoleLabel}
      items={SIDEBAR_MENU[parseRole(session.role)]}
      onNavigate={() => setMobileMenuOpen(false)}
      onSignOut={handleSignOut}
      companyName={live.profile?.companyName.trim() || DEFAULT_COMPANY_NAME}
      unreadNotifications={live.unreadNotifications}
      unreadMessages={live.unreadMessages}
    />
  );

  return (
    <>
      {framePainted && (
        // Its chunk may fail to load (offline before the app was installed): the frame then goes on without it.
        <LiveDataBoundary label="frame" fallback={null}>
          <Suspense fallback={null}>
            <FrameLiveReads report={reportLive} />
          </Suspense>
        </LiveDataBoundary>
      )}
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar component="header" position="fixed" sx={SIGNED_IN_APP_BAR_SX}>
          <Toolbar sx={{ gap: 1 }}>
            {!wideScreen && (
              <IconButton
                edge="start"
                aria-label={commonTexts.openMenu}
                aria-expanded={mobileMenuOpen}
                onClick={() => {
                  setMobileMenuMounted(true);
                  setMobileMenuOpen(true);
                }}
                {...phoneMenuDrawer.preloadOnIntent}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              {pageTitle}
            </Typography>
            <UserMenu roleLabel={currentRoleLabel} onSignOut={handleSignOut} profile={live.profile} />
          </Toolbar>
        </AppBar>
        {wideScreen ? (
          // A permanent sidebar is a fixed panel: MUI's Drawer would bring its Modal and transitions to every page's
          // start for a sidebar that never slides.
          <Box sx={{ width: SIDEBAR_WIDTH_PX, flexShrink: 0 }}>
            <Paper
              square
              elevation={0}
              sx={{
                position: 'fixed',
                top: 0,
                left: 0,
                zIndex: 'drawer',
                display: 'flex',
                flexDirection: 'column',
                width: SIDEBAR_WIDTH_PX,
                height: '100%',
                overflowY: 'auto',
                boxSizing: 'border-box',
                borderRight: 1,
                borderColor: 'divider',
              }}
            >
              {sideMenu}
            </Paper>
          </Box>
        ) : (
          mobileMenuMounted && (
            <Suspense fallback={null}>
              <phoneMenuDrawer.Component open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)}>
                {sideMenu}
              </phoneMenuDrawer.Component>
            </Suspense>
          )
        )}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <Toolbar aria-hidden />
          <OfflineBanner />
          {!session.user.emailVerified && (
            <Suspense fallback={null}>
              <EmailVerificationBanner />
            </Suspense>
          )}
          {/* While the page's chunk loads (and the Firestore SDK, for a page whose own chunk imports it). */}
          <Suspense fallback={<PageSkeleton title={pageTitle} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <UpdatePrompt />
    </>
  );
}
