import { authTexts } from '@estatekey/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signOutCurrentUser } from '../firebase/auth';
import { useUserProfile } from '../../data/user/use-user-profile';
import { SIGNED_IN_AT, signedInAs } from '../../test/sessions';
import { userProfileFixture } from '../../test/user-profile-fixture';
import { AuthSessionContext } from './auth-session';
import { EndRevokedSession } from './end-revoked-session';
import { holdSignOut } from './sign-out-in-progress';

vi.mock('../firebase/auth', () => ({ signOutCurrentUser: vi.fn(() => Promise.resolve()) }));
vi.mock('../../data/user/use-user-profile', () => ({ useUserProfile: vi.fn() }));

const signOut = vi.mocked(signOutCurrentUser);

/** This tab's session signed in at SIGNED_IN_AT; its live profile says when the user's sessions were revoked. */
function renderWithProfile(tokensRevokedAt: number | undefined) {
  vi.mocked(useUserProfile).mockReturnValue({
    status: 'success',
    data: userProfileFixture(tokensRevokedAt === undefined ? {} : { tokensRevokedAt }),
  });
  return render(
    <SnackbarProvider>
      <AuthSessionContext.Provider value={signedInAs('Admin')}>
        <EndRevokedSession />
      </AuthSessionContext.Provider>
    </SnackbarProvider>,
  );
}

describe('EndRevokedSession', () => {
  afterEach(() => {
    signOut.mockClear();
  });

  it('signs out, saying the session expired, when the profile was revoked after this session signed in', async () => {
    renderWithProfile(SIGNED_IN_AT + 1);
    expect(await screen.findByText(authTexts.sessionExpired)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a session signed in during or after the revocation second, as the API and the rules do', async () => {
    renderWithProfile(SIGNED_IN_AT);
    renderWithProfile(SIGNED_IN_AT - 60);
    renderWithProfile(undefined);
    await waitFor(() => expect(signOut).not.toHaveBeenCalled());
  });

  it('leaves the sign-out to a logout already running in this tab (it revoked the session itself)', async () => {
    const release = holdSignOut();
    try {
      renderWithProfile(SIGNED_IN_AT + 1);
      await waitFor(() => expect(signOut).not.toHaveBeenCalled());
    } finally {
      release();
    }
  });
});
