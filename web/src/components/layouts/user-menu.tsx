import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { commonTexts, fullName, webShellTexts, type UserProfile } from '@estatekey/domain';
import { Suspense, useId, useState } from 'react';

import { preloadableLazy } from '../../lib/preloadable-lazy';

// The menu itself (a Popover and its list, with the Modal, transitions and focus handling they bring) is not part of
// a page's start: its chunk is fetched when the pointer (a finger's touch included) or the keyboard reaches the button.
const userMenuPopover = preloadableLazy(() => import('./user-menu-popover').then((module) => module.UserMenuPopover));

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
  // Mounted at the first opening and kept, so the menu closes with its transition.
  const [menuMounted, setMenuMounted] = useState(false);
  const open = anchor !== null;
  const popoverId = useId();
  const name = (profile && fullName(profile)) || commonTexts.user;

  return (
    <>
      <IconButton
        aria-label={webShellTexts.userMenu.open}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => {
          setMenuMounted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
        {...userMenuPopover.preloadOnIntent}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.95rem' }}>{initialsOf(name)}</Avatar>
      </IconButton>
      {menuMounted && (
        <Suspense fallback={null}>
          <userMenuPopover.Component
            id={popoverId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            name={name}
            profile={profile}
            roleLabel={roleLabel}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </>
  );
}
