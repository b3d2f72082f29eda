import { DEFAULT_NOTIFICATION_PREFERENCES, notificationEmailTexts, notificationRoutes } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationPreferencesSection } from './notification-preferences-section';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = notificationEmailTexts;

beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

describe('Notifications on Profile Settings', () => {
  it('shows each category with Off, Immediately and Daily digest, and saves the choice', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    answerApiCalls([
      [notificationRoutes.notificationPreferences, () => DEFAULT_NOTIFICATION_PREFERENCES],
      [
        notificationRoutes.updateNotificationPreferences,
        (input) => {
          const { body } = input as { body: unknown };
          saved.push(body);
          return body;
        },
      ],
    ]);
    renderWithProviders(<NotificationPreferencesSection />);

    const documents = await screen.findByRole('radiogroup', { name: text.categoryLabels.document });
    expect(within(documents).getByRole('radio', { name: text.deliveryLabels.immediate })).toBeChecked();
    const property = screen.getByRole('radiogroup', { name: text.categoryLabels.property });
    expect(within(property).getByRole('radio', { name: text.deliveryLabels.digest })).toBeChecked();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);

    await user.click(within(property).getByRole('radio', { name: text.deliveryLabels.off }));
    await user.click(within(documents).getByRole('radio', { name: text.deliveryLabels.digest }));
    await user.click(screen.getByRole('button', { name: text.settings.save }));

    expect(await screen.findByText(text.settings.saved)).toBeInTheDocument();
    expect(saved).toEqual([{ ...DEFAULT_NOTIFICATION_PREFERENCES, property: 'off', document: 'digest' }]);
  });

  it('says when the settings cannot be loaded', async () => {
    answerApiCalls([]);
    renderWithProviders(<NotificationPreferencesSection />);
    expect(await screen.findByText(text.settings.loadFailed)).toBeInTheDocument();
  });
});
