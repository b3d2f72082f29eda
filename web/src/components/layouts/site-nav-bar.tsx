import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { commonTexts, NAVBAR_SOLID_AFTER_PX, pagesTexts, webShellTexts, paths } from '@estatekey/domain';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { preloadableLazy } from '../../lib/preloadable-lazy';

const NAV_LINKS = [
  { label: pagesTexts.nav.realtyApp, to: paths.solutions },
  { label: pagesTexts.nav.aboutUs, to: paths.pricing },
  { label: pagesTexts.nav.resources, to: paths.resources },
  { label: pagesTexts.nav.login, to: paths.login },
] as const;

const MOBILE_MENU_ID = 'site-mobile-menu';
const MOBILE_MENU_LINKS = [...NAV_LINKS, { label: pagesTexts.nav.register, to: paths.register }];

// The Drawer and its list stay out of the landing page's first load (most visitors never open the menu).
const mobileMenu = preloadableLazy(() => import('./site-mobile-menu').then((module) => module.SiteMobileMenu));
const SiteMobileMenu = mobileMenu.Component;

interface SiteNavBarProps {
  /** Over the landing page's hero: transparent until the page is scrolled. Other public pages keep it solid. */
  readonly overHero?: boolean;
}

/**
 * The public site's nav bar (spec part 1 §2.2) on the landing page and the public pages: over the hero it is
 * transparent, solid once the page is scrolled more than NAVBAR_SOLID_AFTER_PX.
 */
export function SiteNavBar({ overHero = false }: SiteNavBarProps) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SOLID_AFTER_PX });
  const solid = !overHero || scrolled;
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
      <Toolbar component="nav" aria-label={webShellTexts.mainNavigation} sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to={paths.landing}
          aria-label={webShellTexts.homeLink}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ flexGrow: 1, fontWeight: 700 }}
        >
          {commonTexts.productName}
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
            {pagesTexts.nav.register}
          </Button>
        </Stack>
        <IconButton
          color="inherit"
          edge="end"
          aria-label={commonTexts.openMenu}
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
          <SiteMobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} links={MOBILE_MENU_LINKS} />
        </Suspense>
      )}
    </AppBar>
  );
}
