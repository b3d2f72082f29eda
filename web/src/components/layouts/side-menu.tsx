import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  conversationTexts,
  notificationsPageTexts,
  type SidebarItem,
  sidebarTexts,
  webShellTexts,
} from '@estatekey/domain';
import { useId } from 'react';
import { NavLink } from 'react-router';

import { UnreadBadge } from '../ui/unread-badge';
import { SidebarIcon } from './sidebar-icon';

export interface SideMenuProps {
  readonly companyName: string;
  readonly roleLabel: string;
  readonly items: readonly SidebarItem[];
  /** Unread notifications for the badge; null while unknown (no badge then). */
  readonly unreadNotifications: number | null;
  /** Unread messages over all conversations for the Messages badge; null while unknown. */
  readonly unreadMessages: number | null;
  readonly onNavigate?: () => void;
  readonly onSignOut: () => void;
}

type BadgeCounts = Record<NonNullable<SidebarItem['badge']>, number | null>;

const BADGE_LABELS: Record<NonNullable<SidebarItem['badge']>, (count: number) => string> = {
  unreadNotifications: notificationsPageTexts.badgeLabel,
  unreadMessages: conversationTexts.page.badgeLabel,
};

function SideMenuItem({
  item,
  counts,
  onNavigate,
}: {
  item: SidebarItem;
  counts: BadgeCounts;
  onNavigate?: () => void;
}) {
  const badgeId = useId();
  const badgeCount = (item.badge && counts[item.badge]) || 0;
  const badge =
    item.badge && badgeCount > 0 ? (
      <UnreadBadge id={badgeId} count={badgeCount} label={BADGE_LABELS[item.badge]} />
    ) : null;
  // The badge sits beside the link, not inside it, so the link's name stays the menu label; the link points at the
  // badge's full text as its description.
  return (
    <ListItem disablePadding secondaryAction={badge}>
      {/* NavLink marks the current page with aria-current="page" and the class `active`. */}
      <ListItemButton
        component={NavLink}
        to={item.path}
        end
        onClick={onNavigate}
        aria-describedby={badgeCount > 0 ? badgeId : undefined}
        sx={{
          borderRadius: 1,
          '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
          '&.active .MuiListItemIcon-root': { color: 'primary.dark' },
        }}
      >
        <ListItemIcon>
          <SidebarIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The signed-in sidebar's content: who is signed in, the role's menu (domain SIDEBAR_MENU) and Log out. */
export function SideMenu({
  companyName,
  roleLabel,
  items,
  unreadNotifications,
  unreadMessages,
  onNavigate,
  onSignOut,
}: SideMenuProps) {
  const companyNameId = useId();
  const counts: BadgeCounts = { unreadNotifications, unreadMessages };
  return (
    <Box
      component="aside"
      aria-labelledby={companyNameId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ px: 2.5, py: 2 }}>
        <Typography
          id={companyNameId}
          variant="h6"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {companyName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {roleLabel}
        </Typography>
      </Box>
      <Divider />
      <Box component="nav" aria-label={webShellTexts.sidebarNavigation} sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }}>
        <List disablePadding>
          {items.map((item) => (
            <SideMenuItem key={`${item.path}-${item.label}`} item={item} counts={counts} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <ListItemButton onClick={onSignOut} sx={{ borderRadius: 1 }}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={sidebarTexts.logout} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
