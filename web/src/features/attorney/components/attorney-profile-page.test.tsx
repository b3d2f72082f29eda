import { attorneyRoutes, attorneyTexts, profileTexts } from '@estatekey/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { attorneyProfileAnswerFixture } from '../../../test/attorney-profile-fixture';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderAtRoute } from '../testing/render-at-route';
import { AttorneyProfilePage } from './attorney-profile-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));

const labels = attorneyTexts.profile;
const stored = attorneyProfileAnswerFixture({ phone: '(555) 010-4000' }, { practiceAreas: ['Probate'] });

describe('AttorneyProfilePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the stored profile, adds practice areas without duplicates and saves years, rate, rows and phone', async () => {
    const update = vi.fn(() => ({ message: labels.updated, attorneyProfile: stored.attorneyProfile }));
    answerApiCalls([
      [attorneyRoutes.attorneyProfile, () => stored],
      [attorneyRoutes.updateAttorneyProfile, update],
    ]);
    const user = userEvent.setup();
    renderAtRoute('/attorney/profile', '/attorney/profile', <AttorneyProfilePage />);
    expect(await screen.findByLabelText(labels.barNumber)).toHaveValue('CA-1');
    expect(screen.getByDisplayValue('avery@example.com')).toHaveAttribute('readonly');

    const choice = screen.getByLabelText(attorneyTexts.profile.addPracticeArea, { selector: 'select' });
    await user.selectOptions(choice, 'Probate');
    await user.click(screen.getByRole('button', { name: attorneyTexts.profile.addPracticeArea }));
    await user.selectOptions(choice, 'Elder Law');
    await user.click(screen.getByRole('button', { name: attorneyTexts.profile.addPracticeArea }));
    await user.click(screen.getByRole('button', { name: labels.addAvailability }));

    await user.clear(screen.getByLabelText(labels.yearsOfExperience));
    await user.clear(screen.getByLabelText(attorneyTexts.profile.phone));
    await user.type(screen.getByLabelText(attorneyTexts.profile.phone), '(555) 010-9999');
    await user.click(screen.getByRole('button', { name: labels.save }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(labels.updated));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          phone: '(555) 010-9999',
          // An emptied number is saved as 0 (spec part 2 §5).
          yearsOfExperience: 0,
          hourlyRate: 200,
          practiceAreas: ['Probate', 'Elder Law'],
          availability: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
        }),
      }),
    );
  });

  it('shows first and last name each in its own read-only field', async () => {
    answerApiCalls([[attorneyRoutes.attorneyProfile, () => stored]]);
    renderAtRoute('/attorney/profile', '/attorney/profile', <AttorneyProfilePage />);
    const firstName = await screen.findByLabelText(profileTexts.labels.firstName);
    const lastName = screen.getByLabelText(profileTexts.labels.lastName);
    expect(firstName).toHaveValue(stored.firstName);
    expect(lastName).toHaveValue(stored.lastName);
    expect(firstName).toHaveAttribute('readonly');
    expect(lastName).toHaveAttribute('readonly');
  });
});
