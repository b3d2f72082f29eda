import {
  accountRoutes,
  attorneyTexts,
  authTexts,
  onboardingTexts,
  type Role,
  validationTexts,
} from '@estatekey/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { AuthSessionContext } from '../../../lib/auth/auth-session';
import { userProfileFixture } from '../../../test/user-profile-fixture';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { answerApiCalls } from '../../../test/call-api-mock';
import { signedInAs } from '../../../test/sessions';
import { AppThemeProvider } from '../../../theme/app-theme-provider';
import { AttorneyOnboardingPage } from './attorney-onboarding-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));
vi.mock('../../../data/user/use-user-profile', () => ({ useUserProfile: vi.fn() }));

const text = onboardingTexts.attorney;
const labels = attorneyTexts.profile;

function openOnboarding(role: Role, onboardingCompleted = false) {
  vi.mocked(useUserProfile).mockReturnValue({
    status: 'success',
    data: userProfileFixture({ role, onboardingCompleted }),
  });
  const router = createMemoryRouter(
    [
      { path: '/attorney/onboarding', element: <AttorneyOnboardingPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/attorney/onboarding'] },
  );
  render(
    <AppThemeProvider>
      <AuthSessionContext.Provider value={signedInAs(role)}>
        <RouterProvider router={router} />
      </AuthSessionContext.Provider>
    </AppThemeProvider>,
  );
  return router;
}

describe('AttorneyOnboardingPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('sends a non-attorney home with the spec’s message', async () => {
    const router = openOnboarding('Admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(notify.warning).toHaveBeenCalledWith(authTexts.attorneyAccountsOnly);
  });

  it('sends an attorney who finished onboarding to the dashboard', async () => {
    const router = openOnboarding('Attorney', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/attorney/dashboard'));
  });

  it('requires the five fields, then saves them as numbers and opens the dashboard', async () => {
    const complete = vi.fn(() => ({ message: text.success, user: {} }));
    answerApiCalls([[accountRoutes.completeAttorneyOnboarding, complete]]);
    const user = userEvent.setup();
    const router = openOnboarding('Attorney');
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getByLabelText(labels.barNumber)).toHaveAttribute('aria-invalid', 'true'));
    expect(complete).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(labels.specialization), 'Probate');
    await user.type(screen.getByLabelText(labels.barNumber), 'CA-1234');
    await user.type(screen.getByLabelText(labels.yearsOfExperience), '-1');
    await user.type(screen.getByLabelText(labels.biography), 'Twenty years of estate work.');
    await user.type(screen.getByLabelText(labels.hourlyRate), '250.5');
    await user.click(screen.getByRole('button', { name: labels.addAvailability }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(validationTexts.mustBeNonNegative)).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(labels.yearsOfExperience));
    await user.type(screen.getByLabelText(labels.yearsOfExperience), '12');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attorney/dashboard'));
    expect(notify.success).toHaveBeenCalledWith(text.success);
    expect(complete).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          formData: {
            specialization: 'Probate',
            barNumber: 'CA-1234',
            yearsOfExperience: 12,
            biography: 'Twenty years of estate work.',
            hourlyRate: 250.5,
            practiceAreas: [],
            availability: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
          },
        },
      }),
    );
  });
});
