import { custodyLogEntrySchema, keyCustodyTexts } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { usePropertyCustodyLogSnapshot } from '../../../data/custody/use-custody-log';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useSetLockboxCode } from '../api/use-lockbox-code';
import { KeyCustodySection } from './key-custody-section';

vi.mock('../../../data/custody/use-custody-log', () => ({ usePropertyCustodyLogSnapshot: vi.fn() }));
vi.mock('../api/use-lockbox-code', () => ({ useSetLockboxCode: vi.fn() }));

const text = keyCustodyTexts;
const viewed = text.events.lockboxCodeViewed('Aaron Agent', '14:14', '15:00');

const entries = [
  custodyLogEntrySchema.parse({
    id: 'e2',
    propertyId: 'elm',
    event: 'lockboxCodeViewed',
    actorId: 'agent-uid',
    actorName: 'Aaron Agent',
    summary: viewed,
    showingId: 's1',
    date: '2026-03-06',
    time: '15:00',
    at: new Date(2026, 2, 6, 14, 14),
  }),
  custodyLogEntrySchema.parse({
    id: 'e1',
    propertyId: 'elm',
    event: 'lockboxCodeSet',
    actorId: 'owner-uid',
    actorName: 'Alice Guardian',
    summary: text.events.lockboxCodeSet('Alice Guardian'),
    at: new Date(2026, 2, 1, 9, 0),
  }),
];

function mockMutation() {
  const mutate = vi.fn().mockResolvedValue({ message: 'saved' });
  vi.mocked(useSetLockboxCode).mockReturnValue({ mutate, pending: false } as unknown as ReturnType<
    typeof useSetLockboxCode
  >);
  return mutate;
}

describe('KeyCustodySection', () => {
  it('lists the custody log newest first, as the owner reads it', () => {
    vi.mocked(usePropertyCustodyLogSnapshot).mockReturnValue({ status: 'success', data: entries });
    mockMutation();
    renderWithProviders(<KeyCustodySection propertyId="elm" canSetCode={false} />);

    expect(screen.getByRole('heading', { name: text.section.title })).toBeVisible();
    const items = within(screen.getByRole('list', { name: text.section.title })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Aaron Agent viewed the lockbox code at 2:14 PM for the 3:00 PM showing'),
      expect.stringContaining('Alice Guardian set the lockbox code'),
    ]);
    expect(screen.queryByLabelText(text.lockboxForm.label)).toBeNull();
    expect(usePropertyCustodyLogSnapshot).toHaveBeenCalledWith('elm');
  });

  it('says when there is nothing yet', () => {
    vi.mocked(usePropertyCustodyLogSnapshot).mockReturnValue({ status: 'success', data: [] });
    mockMutation();
    renderWithProviders(<KeyCustodySection propertyId="elm" canSetCode={false} />);
    expect(screen.getByText(text.section.empty)).toBeVisible();
  });

  it('lets whoever manages the property set a new code and remove it, and clears the field once saved', async () => {
    vi.mocked(usePropertyCustodyLogSnapshot).mockReturnValue({ status: 'success', data: [] });
    const mutate = mockMutation();
    renderWithProviders(<KeyCustodySection propertyId="elm" canSetCode />);
    const user = userEvent.setup();

    const field = screen.getByLabelText(text.lockboxForm.label);
    expect(screen.getByRole('button', { name: text.lockboxForm.save })).toBeDisabled();
    await user.type(field, '4821');
    await user.click(screen.getByRole('button', { name: text.lockboxForm.save }));
    expect(mutate).toHaveBeenLastCalledWith({ params: { id: 'elm' }, body: { code: '4821' } });
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: text.lockboxForm.remove }));
    expect(mutate).toHaveBeenLastCalledWith({ params: { id: 'elm' }, body: { code: '' } });
  });
});
