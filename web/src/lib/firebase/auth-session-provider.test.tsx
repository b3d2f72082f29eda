import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useAuthSession } from '../auth/auth-session';
import { FirebaseAuthSessionProvider } from './auth-session-provider';

const watchAuthSession = vi.hoisted(() => vi.fn());
vi.mock('./auth', () => ({ watchAuthSession }));

function SessionStatus({ start }: { start: boolean }) {
  return <p>{useAuthSession({ start }).status}</p>;
}

describe('FirebaseAuthSessionProvider', () => {
  it('does not start Firebase Auth for a screen that reads the session without needing it', async () => {
    render(
      <FirebaseAuthSessionProvider>
        <SessionStatus start={false} />
      </FirebaseAuthSessionProvider>,
    );

    expect(screen.getByText('loading')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watchAuthSession).not.toHaveBeenCalled();
  });

  it('starts Firebase Auth once a screen needs the session, and passes its changes on', async () => {
    watchAuthSession.mockImplementation((onChange: (session: { status: 'signedOut' }) => void) => {
      onChange({ status: 'signedOut' });
      return () => undefined;
    });
    render(
      <FirebaseAuthSessionProvider>
        <SessionStatus start={false} />
        <SessionStatus start />
      </FirebaseAuthSessionProvider>,
    );

    await waitFor(() => expect(screen.getAllByText('signedOut')).toHaveLength(2));
    expect(watchAuthSession).toHaveBeenCalledTimes(1);
  });
});
