import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { commonTexts, webShellTexts } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

export interface SiteMobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly links: ReadonlyArray<{ readonly label: string; readonly to: string }>;
}

/** The slide-in menu of the site's nav bar on small screens; its own chunk, loaded when a visitor reaches for it. */
export function SiteMobileMenu({ id, open, onClose, links }: SiteMobileMenuProps) {
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { 'aria-label': webShellTexts.menu, sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={commonTexts.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={webShellTexts.mainNavigation}>
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
