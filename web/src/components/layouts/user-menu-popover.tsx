import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { affiliation, commonTexts, sidebarTexts, webShellTexts, type UserProfile, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

export interface UserMenuPopoverProps {
  readonly id: string;
  /** The account button while the menu is open, null while it is closed. */
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  readonly name: string;
  /** null while the profile is loading, missing or failed to load. */
  readonly profile: UserProfile | null;
  readonly roleLabel: string;
  readonly onSignOut: () => void;
}

/** The account menu under the top bar's avatar (spec part 1 §2.10): name, role, affiliation, Profile Settings, Log out. */
export function UserMenuPopover({ id, anchor, onClose, name, profile, roleLabel, onSignOut }: UserMenuPopoverProps) {
  const open = anchor !== null;
  const { userMenu } = webShellTexts;
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
        <MenuItem component={RouterLink} to={paths.profileSettings} onClick={onClose}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={sidebarTexts.profileSettings} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
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
  );
}
