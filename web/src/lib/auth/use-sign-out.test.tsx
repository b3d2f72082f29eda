import { apiTexts, authTexts, commonTexts, errorsTexts, sidebarTexts } from '@estatekey/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { signOutCurrentUser } from '../firebase/auth';
import { useSignOut } from './use-sign-out';

vi.mock('../firebase/auth', () => ({
  getCurrentIdToken: vi.fn(() => Promise.resolve('id-token-of-alice')),
  signOutCurrentUser: vi.fn(() => Promise.resolve()),
}));

const signOut = vi.mocked(signOutCurrentUser);
const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function LogoutButton() {
  const logOut = useSignOut();
  return (
    <button type="button" onClick={() => void logOut()}>
      {sidebarTexts.logout}
    </button>
  );
}

function renderSignedInPage() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <LogoutButton /> },
      { path: '/', element: <h1>{commonTexts.productName}</h1> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return router;
}

async function clickLogout() {
  await userEvent.setup().click(screen.getByRole('button', { name: sidebarTexts.logout }));
}

describe('useSignOut', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signOut.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('revokes the session on the server, signs out of Firebase and lands on / with a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: apiTexts.loggedOut }));
    const router = renderSignedInPage();
    await clickLogout();

    expect(await screen.findByText(authTexts.logoutSuccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token-of-alice');
    expect(signOut).toHaveBeenCalledTimes(1);
    const revokeOrder = fetchMock.mock.invocationCallOrder[0] ?? Infinity;
    expect(revokeOrder).toBeLessThan(signOut.mock.invocationCallOrder[0] ?? -Infinity);
  });

  it('still signs out when the server says the token is no longer valid (401)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: errorsTexts.invalidToken }));
    const router = renderSignedInPage();
    await clickLogout();
    expect(await screen.findByText(authTexts.logoutSuccess)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the user signed in and says so when the server cannot revoke the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(500, { message: commonTexts.internalError }));
    const router = renderSignedInPage();
    await clickLogout();
    expect(await screen.findByText(authTexts.logoutFailed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(signOut).not.toHaveBeenCalled();
  });
});
