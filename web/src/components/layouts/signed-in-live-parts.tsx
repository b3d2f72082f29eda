import { DEFAULT_COMPANY_NAME } from '@estatekey/domain';
import { Outlet } from 'react-router';

import { EndRevokedSession } from '../../lib/auth/end-revoked-session';
import { SignedInFirebaseProviders } from '../../lib/firebase/signed-in-firebase-providers';
import { useUnreadMessageCount } from '../../data/conversations/use-conversations';
import { useUnreadNotificationCount } from '../../data/notifications/use-unread-notification-count';
import { useUserProfile } from '../../data/user/use-user-profile';
import { LiveDataBoundary } from '../errors/live-data-boundary';
import { SideMenu, type SideMenuProps } from './side-menu';
import { UserMenu, type UserMenuProps } from './user-menu';

// The signed-in frame's parts that read Firestore, in the chunk with the Firestore SDK and reactfire: the frame and
// the page's skeleton paint before it has loaded. Each part holds the (context-only) providers it needs.

export type LiveSideMenuProps = Omit<SideMenuProps, 'companyName' | 'unreadNotifications' | 'unreadMessages'>;

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

/** The sidebar with the live company name and unread badges; if those fail, the menu still works without them. */
export function LiveSideMenu(props: LiveSideMenuProps) {
  return (
    <SignedInFirebaseProviders>
      <LiveDataBoundary
        label="sidebar"
        fallback={
          <SideMenu {...props} companyName={DEFAULT_COMPANY_NAME} unreadNotifications={null} unreadMessages={null} />
        }
      >
        <SideMenuWithLiveData {...props} />
      </LiveDataBoundary>
    </SignedInFirebaseProviders>
  );
}

export type LiveUserMenuProps = Omit<UserMenuProps, 'profile'>;

function UserMenuWithLiveData(props: LiveUserMenuProps) {
  const profile = useUserProfile();
  return <UserMenu {...props} profile={profile.status === 'success' ? profile.data : null} />;
}

/** The user menu with the live profile (name, avatar); without it if that fails. */
export function LiveUserMenu(props: LiveUserMenuProps) {
  return (
    <SignedInFirebaseProviders>
      <LiveDataBoundary label="user menu" fallback={<UserMenu {...props} profile={null} />}>
        <UserMenuWithLiveData {...props} />
      </LiveDataBoundary>
    </SignedInFirebaseProviders>
  );
}

/** Signs a revoked session out (it watches the profile's revocation time). */
export function LiveSessionCheck() {
  return (
    <SignedInFirebaseProviders>
      <LiveDataBoundary label="session revocation" fallback={null}>
        <EndRevokedSession />
      </LiveDataBoundary>
    </SignedInFirebaseProviders>
  );
}

/** The current page, with the Firebase providers its data hooks read. */
export function LivePage() {
  return (
    <SignedInFirebaseProviders>
      <Outlet />
    </SignedInFirebaseProviders>
  );
}
