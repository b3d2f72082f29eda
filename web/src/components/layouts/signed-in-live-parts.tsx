import { useEffect, type ReactNode } from 'react';

import { EndRevokedSession } from '../../lib/auth/end-revoked-session';
import { useUnreadMessageCount } from '../../data/conversations/use-conversations';
import { useUnreadNotificationCount } from '../../data/notifications/use-unread-notification-count';
import { useUserProfile } from '../../data/user/use-user-profile';
import { LiveDataBoundary } from '../errors/live-data-boundary';
import type { FrameLiveData, ReportFrameLiveData } from './frame-live-data';

// The signed-in frame's reads of Firestore, in the chunk with the Firestore SDK. They render nothing: they hand their
// values to the frame, whose sidebar and user menu stay the same elements when the values arrive (a menu opened or a
// button pressed meanwhile is not replaced under the pointer).

interface ReportedProps<Name extends keyof FrameLiveData> {
  readonly name: Name;
  readonly value: FrameLiveData[Name];
  readonly report: ReportFrameLiveData;
}

function Reported<Name extends keyof FrameLiveData>({ name, value, report }: ReportedProps<Name>) {
  useEffect(() => report(name, value), [name, value, report]);
  return null;
}

/** One live value in its own boundary: if its listener fails, the frame shows it as unknown and the others go on. */
interface LiveValueProps {
  readonly name: keyof FrameLiveData;
  readonly report: ReportFrameLiveData;
  readonly children: ReactNode;
}

function LiveValue({ name, report, children }: LiveValueProps) {
  return (
    <LiveDataBoundary label={`frame's ${name}`} fallback={<Reported name={name} value={null} report={report} />}>
      {children}
    </LiveDataBoundary>
  );
}

function Profile({ report }: { report: ReportFrameLiveData }) {
  const profile = useUserProfile();
  return <Reported name="profile" value={profile.status === 'success' ? profile.data : null} report={report} />;
}

function UnreadNotifications({ report }: { report: ReportFrameLiveData }) {
  const unread = useUnreadNotificationCount();
  return (
    <Reported name="unreadNotifications" value={unread.status === 'success' ? unread.data : null} report={report} />
  );
}

function UnreadMessages({ report }: { report: ReportFrameLiveData }) {
  const unread = useUnreadMessageCount();
  return <Reported name="unreadMessages" value={unread.status === 'success' ? unread.data : null} report={report} />;
}

/**
 * The frame's live data — the profile (the sidebar's company name, the user menu's name), the unread notifications
 * and messages — and the check that signs a revoked session out (it watches the profile's revocation time).
 */
export function FrameLiveReads({ report }: { report: ReportFrameLiveData }) {
  return (
    <>
      <LiveDataBoundary label="session revocation" fallback={null}>
        <EndRevokedSession />
      </LiveDataBoundary>
      <LiveValue name="profile" report={report}>
        <Profile report={report} />
      </LiveValue>
      <LiveValue name="unreadNotifications" report={report}>
        <UnreadNotifications report={report} />
      </LiveValue>
      <LiveValue name="unreadMessages" report={report}>
        <UnreadMessages report={report} />
      </LiveValue>
    </>
  );
}
