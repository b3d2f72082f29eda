import { pageTitleTexts, type Role, type UserResponse } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { signedInAs, signedOut } from '../../../test/sessions';
import { renderAuthRoute } from '../testing/render-auth-route';
import { completeAttorneyProfile, currentUserResponse } from '../testing/users';
import { AuthRedirectPage } from './auth-redirect-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const loadCurrentUser = vi.mocked(callApi);

function renderGate(role: Role | 'signedOut') {
  return renderAuthRoute({
    path: '/auth-redirect',
    element: <AuthRedirectPage />,
    initialEntry: '/auth-redirect',
    session: role === 'signedOut' ? signedOut : signedInAs(role),
  });
}

async function expectLandingOn(path: string, router: ReturnType<typeof renderGate>['router']) {
  expect(await screen.findByRole('heading', { level: 1, name: pageTitleTexts[path] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

beforeEach(() => {
  loadCurrentUser.mockReset();
});

describe('/auth-redirect gate', () => {
  it('sends a visitor who is not signed in to /login without loading a user', async () => {
    const { router } = renderGate('signedOut');
    await expectLandingOn('/login', router);
    expect(loadCurrentUser).not.toHaveBeenCalled();
  });

  it('shows that it is signing the user in while the user loads', () => {
    loadCurrentUser.mockReturnValue(new Promise(() => undefined));
    renderGate('Attorney');
    expect(screen.getByRole('heading', { level: 1, name: pageTitleTexts['/auth-redirect'] })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  const attorneyCases: [string, Partial<UserResponse>, string][] = [
    ['without a profile', { onboardingCompleted: true }, '/attorney/onboarding'],
    [
      'without a bar number',
      { onboardingCompleted: true, attorneyProfile: { ...completeAttorneyProfile, barNumber: '  ' } },
      '/attorney/onboarding',
    ],
    [
      'who has not completed onboarding',
      { onboardingCompleted: false, attorneyProfile: completeAttorneyProfile },
      '/attorney/onboarding',
    ],
    [
      'with a complete profile',
      { onboardingCompleted: true, attorneyProfile: completeAttorneyProfile },
      '/attorney/dashboard',
    ],
  ];

  it.each(attorneyCases)('sends an Attorney %s to the right attorney page', async (_name, fields, destination) => {
    loadCurrentUser.mockResolvedValue(currentUserResponse('Attorney', fields));
    const { router } = renderGate('Attorney');
    await expectLandingOn(destination, router);
  });

  it.each(['Guardian', 'Executor', 'Agent', 'Admin'] as const)('sends a %s to /home', async (role) => {
    loadCurrentUser.mockResolvedValue(currentUserResponse(role, { onboardingCompleted: true }));
    const { router } = renderGate(role);
    await expectLandingOn('/home', router);
  });

  it('sends the user to /home when the user cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadCurrentUser.mockRejectedValue(new ApiError(500, 'Something went wrong. Please try again later.'));
    const { router } = renderGate('Attorney');
    await expectLandingOn('/home', router);
  });
});
