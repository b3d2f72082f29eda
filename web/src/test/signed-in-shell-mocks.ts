import { vi } from 'vitest';

/*
 * What `renderAppAt` needs to draw the signed-in shell (layout, sidebar, bell) without Firebase: the modules behind
 * it, mocked. Vitest hoists `vi.mock` only in a test file, so a test file keeps one `vi.mock` line per module and
 * takes the module from here:
 *
 *   const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
 *   vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
 */

export const signOutModule = { useSignOut: () => vi.fn() };

/** The bell's unread count, still loading. */
export const unreadCountModule = { useUnreadNotificationCount: () => ({ status: 'loading' }) };

/** The sidebar's unread messages (and the conversation list), still loading. */
export const conversationsModule = {
  useUnreadMessageCount: () => ({ status: 'loading' }),
  useConversationsSnapshot: () => ({ status: 'loading' }),
};

/**
 * The signed-in user's profile (the user is the injected session's), still loading unless the test passes its own
 * `useUserProfile` (usually `vi.fn()`, answered per test).
 */
export function userProfileModule(useUserProfile: () => unknown = () => ({ status: 'loading' })) {
  return { useUserProfile };
}
