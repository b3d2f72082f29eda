import { DEFAULT_NOTIFICATION_PREFERENCES, notificationEmailTexts, notificationRoutes } from '@estatekey/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { AppThemeProvider } from '../../../theme/app-theme-provider';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = notificationEmailTexts;

function openLink(token: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe/:token', element: <UnsubscribePage /> }], {
    initialEntries: [`/unsubscribe/${token}`],
  });
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

describe('the unsubscribe link page', () => {
  it('turns the link’s categories off with the one-click body, says which, and links to the settings', async () => {
    const calls: unknown[] = [];
    answerApiCalls([
      [
        notificationRoutes.unsubscribe,
        (options) => {
          calls.push(options);
          return {
            categories: ['document', 'case'],
            preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, document: 'off', case: 'off' },
          };
        },
      ],
    ]);
    openLink('tok-1');
    expect(
      await screen.findByText(text.unsubscribe.turnedOff(`${text.categoryLabels.document}, ${text.categoryLabels.case}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.unsubscribe.settingsLink })).toHaveAttribute(
      'href',
      '/profile-settings#notifications',
    );
    expect(calls[0]).toMatchObject({ params: { token: 'tok-1' }, body: { 'List-Unsubscribe': 'One-Click' } });
  });

  it('says when the link is refused', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiError(403, text.unsubscribe.invalidLink));
    openLink('forged');
    expect(await screen.findByText(text.unsubscribe.invalidLink)).toBeInTheDocument();
  });
});
