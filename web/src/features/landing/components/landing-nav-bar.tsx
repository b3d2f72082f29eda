import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { messages, NAVBAR_SOLID_AFTER_PX, webShellMessages } from '@estatekey/domain';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const NAV_LINKS = [
  { label: messages.pages.nav.realtyApp, to: paths.solutions },
  { label: messages.pages.nav.aboutUs, to: paths.pricing },
  { label: messages.pages.nav.resources, to: paths.resources },
  { label: messages.pages.nav.login, to: paths.login },
] as const;

const MOBILE_MENU_ID = 'landing-mobile-menu';
const MOBILE_MENU_LINKS = [...NAV_LINKS, { label: messages.pages.nav.register, to: paths.register }];

// The Drawer and its list stay out of the landing page's first load (most visitors never open the menu).
const mobileMenu = preloadableLazy(() => import('./landing-mobile-menu').then((module) => module.LandingMobileMenu));
const LandingMobileMenu = mobileMenu.Component;

/** Transparent over the hero, solid once the page is scrolled more than NAVBAR_SOLID_AFTER_PX. */
export function LandingNavBar() {
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SOLID_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu mounts (closed) once its chunk arrived after the visitor reached for the button, so it slides in as usual.
  const [menuMounted, setMenuMounted] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const prefetchMenu = () => {
    mobileMenu.preload().then(
      () => setMenuMounted(true),
      () => undefined, // a click mounts the menu anyway; React.lazy reports a failed chunk to the error boundary
    );
  };
  const openMenu = () => {
    setMenuMounted(true);
    setMenuOpen(true);
  };

  return (
    <AppBar
      component="header"
      position="fixed"
      data-solid={solid}
      elevation={solid ? 2 : 0}
      sx={{
        bgcolor: solid ? 'background.paper' : 'transparent',
        color: solid ? 'text.primary' : 'common.white',
        transition: (theme) => theme.transitions.create(['background-color', 'color', 'box-shadow']),
      }}
    >
      <Toolbar component="nav" aria-label={webShellMessages.mainNavigation} sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to={paths.landing}
          aria-label={webShellMessages.homeLink}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ flexGrow: 1, fontWeight: 700 }}
        >
          {messages.common.productName}
        </Link>
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
          {NAV_LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
          <Button
            component={RouterLink}
            to={paths.register}
            variant="contained"
            color={solid ? 'primary' : 'secondary'}
          >
            {messages.pages.nav.register}
          </Button>
        </Stack>
        <IconButton
          color="inherit"
          edge="end"
          aria-label={messages.common.openMenu}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onPointerEnter={prefetchMenu}
          onFocus={prefetchMenu}
          onTouchStart={prefetchMenu}
          onClick={openMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuMounted && (
        <Suspense fallback={null}>
          <LandingMobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} links={MOBILE_MENU_LINKS} />
        </Suspense>
      )}
    </AppBar>
  );
}
