import type { UserProfile } from '@estatekey/domain';

/** What the signed-in frame shows from Firestore; each null while loading, missing or after its listener failed. */
export interface FrameLiveData {
  readonly profile: UserProfile | null;
  readonly unreadNotifications: number | null;
  readonly unreadMessages: number | null;
}

export const NO_FRAME_LIVE_DATA: FrameLiveData = { profile: null, unreadNotifications: null, unreadMessages: null };

/** Hands one live value to the frame. */
export type ReportFrameLiveData = <Name extends keyof FrameLiveData>(name: Name, value: FrameLiveData[Name]) => void;
