import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import {
  affiliation,
  commonTexts,
  fullName,
  sidebarTexts,
  signedInAreaTexts,
  type UserProfile,
  paths,
} from '@estatekey/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export interface UserMenuProps {
  /** null while the profile is loading, missing or failed to load. */
  readonly profile: UserProfile | null;
  readonly roleLabel: string;
  readonly onSignOut: () => void;
}

function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return initials || commonTexts.user.charAt(0);
}

/** The top bar's avatar button and its menu (spec part 1 §2.10): name, role, affiliation, Profile Settings, Log out. */
export function UserMenu({ profile, roleLabel, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const popoverId = useId();
  const name = (profile && fullName(profile)) || commonTexts.user;
  const { userMenu } = signedInAreaTexts;

  return (
    <>
      <IconButton
        aria-label={userMenu.open}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.95rem' }}>{initialsOf(name)}</Avatar>
      </IconButton>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': userMenu.menuLabel,
            sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {userMenu.role}: {roleLabel}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {userMenu.affiliation}: {profile ? affiliation(profile) : commonTexts.notSpecified}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem={open} aria-label={userMenu.menuLabel}>
          <MenuItem component={RouterLink} to={paths.profileSettings} onClick={close}>
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={sidebarTexts.profileSettings} />
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <ListItemIcon>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={sidebarTexts.logout} />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
