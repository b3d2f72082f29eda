import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { messages, NAVBAR_SOLID_AFTER_PX, webShellMessages } from '@estatekey/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';

const NAV_LINKS = [
  { label: messages.pages.nav.realtyApp, to: paths.solutions },
  { label: messages.pages.nav.aboutUs, to: paths.pricing },
  { label: messages.pages.nav.resources, to: paths.resources },
  { label: messages.pages.nav.login, to: paths.login },
] as const;

/** Transparent over the hero, solid once the page is scrolled more than NAVBAR_SOLID_AFTER_PX. */
export function LandingNavBar() {
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: NAVBAR_SOLID_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
          aria-label={messages.pages.nav.openMenu}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer
        id="landing-mobile-menu"
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { 'aria-label': webShellMessages.menu, sx: { width: 280, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={messages.pages.nav.closeMenu} onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={webShellMessages.mainNavigation}>
          <List>
            {[...NAV_LINKS, { label: messages.pages.nav.register, to: paths.register }].map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={RouterLink} to={link.to} onClick={closeMenu}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
