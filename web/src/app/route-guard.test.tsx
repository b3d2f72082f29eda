import { authTexts, matchRoute, pageTitleTexts, webShellTexts } from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { usePageTitle } from '../components/layouts/use-page-title';
import { ROUTE_PATTERNS } from '../config/paths';
import type { AuthSession } from '../lib/auth/auth-session';
import { renderAppAt } from '../test/render-app';
import { sessionLoading, signedInAs, signedOut } from '../test/sessions';

// Component tests never reach Firebase: the session is injected, the SDK-backed pieces are replaced.
vi.mock('../lib/auth/use-sign-out', () => ({ useSignOut: () => () => Promise.resolve() }));
vi.mock('../data/user/use-user-profile', () => ({
  useUserProfile: () => ({ status: 'loading' }),
}));
vi.mock('../data/conversations/use-conversations', () => ({
  useUnreadMessageCount: () => ({ status: 'loading' }),
  useConversationsSnapshot: () => ({ status: 'loading' }),
}));
vi.mock('../data/notifications/use-unread-notification-count', () => ({
  useUnreadNotificationCount: () => ({ status: 'loading' }),
}));

/** Shows only the route's title, so the guard's decision is visible without the screens. */
function TitlePage() {
  return <h1>{usePageTitle()}</h1>;
}

// The guard is tested apart from the screens: every route renders a page that only shows its title.
const titlePages = Object.fromEntries(ROUTE_PATTERNS.map((pattern) => [pattern, () => Promise.resolve(TitlePage)]));

function renderAt(path: string, session: AuthSession) {
  return renderAppAt(path, session, { pages: titlePages });
}

async function expectPage(title: string | undefined) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

describe('route guard', () => {
  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const { router } = renderAt('/schedule-pickup', signedOut);
    await expectPage(pageTitleTexts['/login']);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor of a role-restricted page to /login', async () => {
    const { router } = renderAt('/attorney/cases/case-1', signedOut);
    await expectPage(pageTitleTexts['/login']);
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['Agent', '/documents'],
    ['Guardian', '/attorney/dashboard'],
    ['Executor', '/upload-court-documents'],
    ['Attorney', '/schedule-showing'],
    ['Admin', '/agent-documents'],
    ['Guardian', '/manage-clients'],
  ] as const)('sends a signed-in %s away from %s to /home', async (role, path) => {
    const { router } = renderAt(path, signedInAs(role));
    await expectPage(pageTitleTexts['/home']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('tells a non-attorney sent away from an attorney page that they lack attorney privileges, once', async () => {
    const { router } = renderAt('/attorney/cases/case-1', signedInAs('Executor'));
    await expectPage(pageTitleTexts['/home']);
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findAllByText(authTexts.notAttorney)).toHaveLength(1);
  });

  it('sends a non-attorney away from a page of another role without that toast', async () => {
    renderAt('/schedule-showing', signedInAs('Guardian'));
    await expectPage(pageTitleTexts['/home']);
    expect(screen.queryByText(authTexts.notAttorney)).not.toBeInTheDocument();
  });

  it.each([
    ['Attorney', '/documents'],
    ['Guardian', '/documents'],
    ['Admin', '/attorney/cases/case-1'],
    ['Agent', '/schedule-showing'],
    ['Admin', '/manage-properties'],
  ] as const)('lets a signed-in %s open %s', async (role, path) => {
    const { router } = renderAt(path, signedInAs(role));
    await expectPage(pageTitleTexts[matchRoute(path).path]);
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a signed-in user without a role claim from a role-restricted page to /home', async () => {
    const { router } = renderAt('/documents', signedInAs(null));
    await expectPage(pageTitleTexts['/home']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a signed-in user away from /login to /home', async () => {
    const { router } = renderAt('/login', signedInAs('Guardian'));
    await expectPage(pageTitleTexts['/home']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a signed-in user away from the singular verification route to /', async () => {
    const { router } = renderAt('/user/u1/verify/t1', signedInAs('Guardian'));
    await expectPage(pageTitleTexts['/']);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders public pages without waiting for the session', async () => {
    renderAt('/', sessionLoading);
    await expectPage(pageTitleTexts['/']);
  });

  it('waits for the session before deciding a signed-in page', async () => {
    const { router, setSession } = renderAt('/notifications', sessionLoading);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // The page's frame and title paint at once, marked busy; the page itself (its heading) only once decided.
    const loading = screen.getByRole('status', { name: webShellTexts.loadingPage });
    expect(within(loading).getByText(pageTitleTexts['/notifications'] ?? '')).toBeInTheDocument();
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar', { name: webShellTexts.loadingPage })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    setSession(signedInAs('Executor'));
    await expectPage(pageTitleTexts['/notifications']);
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('keeps the spinner, not the signed-in frame, on a guest page while the session restores', async () => {
    const { router } = renderAt('/user/u1/verify/t1', sessionLoading);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('progressbar', { name: webShellTexts.loadingPage })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: webShellTexts.loadingPage })).not.toBeInTheDocument();
  });

  it('shows the (prerendered) login form while the session restores', async () => {
    renderAt('/login', sessionLoading);
    await expectPage(pageTitleTexts['/login']);
  });

  it('re-checks when the session changes: signing out on a signed-in page leads to /login', async () => {
    const { router, setSession } = renderAt('/documents', signedInAs('Attorney'));
    await expectPage(pageTitleTexts['/documents']);
    setSession(signedOut);
    await expectPage(pageTitleTexts['/login']);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('re-checks when the role claim changes: a page the new role may not see leads to /home', async () => {
    const { router, setSession } = renderAt('/attorney/dashboard', signedInAs('Attorney'));
    await expectPage(pageTitleTexts['/attorney/dashboard']);
    setSession(signedInAs('Guardian'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('frame of the public pages in the sidebar', () => {
  it('keeps the sidebar on Help Center for a signed-in user and shows the public frame to visitors', async () => {
    renderAt('/help-center', signedInAs('Guardian'));
    await expectPage(pageTitleTexts['/help-center']);
    expect(screen.getAllByRole('navigation', { name: webShellTexts.sidebarNavigation }).length).toBeGreaterThan(0);
  });

  it('shows Help Center to a signed-out visitor without the sidebar', async () => {
    renderAt('/help-center', signedOut);
    await expectPage(pageTitleTexts['/help-center']);
    expect(screen.queryByRole('navigation', { name: webShellTexts.sidebarNavigation })).not.toBeInTheDocument();
  });
});
