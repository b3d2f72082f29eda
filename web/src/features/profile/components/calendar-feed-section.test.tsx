import { agentTexts, calendarFeedRoutes } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CalendarFeedSection } from './calendar-feed-section';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = agentTexts.calendarFeed;

beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

describe('calendar feed on Profile Settings', () => {
  it('creates a link, shows it once with Copy, and offers Reset', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    let issued = 0;
    answerApiCalls([
      [calendarFeedRoutes.calendarFeedStatus, () => ({ active: false })],
      [
        calendarFeedRoutes.resetCalendarFeed,
        () => ({ feedToken: `token-${++issued}-abcdefghijklmnopqrstuvwxyz`, message: text.shownOnce }),
      ],
    ]);
    renderWithProviders(<CalendarFeedSection />);

    await user.click(await screen.findByRole('button', { name: text.create }));
    const link = await screen.findByRole('textbox', { name: text.linkLabel });
    expect(link).toHaveValue(`${window.location.origin}/api/calendar/token-1-abcdefghijklmnopqrstuvwxyz.ics`);
    expect(screen.getByText(text.shownOnce)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.copy }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/api/calendar/token-1-abcdefghijklmnopqrstuvwxyz.ics`,
    );
    expect(await screen.findByText(text.copied)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.reset }));
    expect(await screen.findByDisplayValue(/token-2-/)).toBeInTheDocument();
  });

  it('says a link is active without showing it again', async () => {
    answerApiCalls([[calendarFeedRoutes.calendarFeedStatus, () => ({ active: true })]]);
    renderWithProviders(<CalendarFeedSection />);
    expect(await screen.findByText(text.active)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.reset })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.linkLabel })).toBeNull();
  });
});
