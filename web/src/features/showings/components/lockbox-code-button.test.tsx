import { agentShowingSchema, keyCustodyTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../test/render-with-providers';
import { useRevealLockboxCode } from '../api/use-reveal-lockbox-code';
import { LockboxCodeButton } from './lockbox-code-button';

vi.mock('../api/use-reveal-lockbox-code', () => ({ useRevealLockboxCode: vi.fn() }));

const text = keyCustodyTexts.showing;

const showing = agentShowingSchema.parse({
  id: 's1',
  agentId: 'agent-uid',
  propertyId: 'elm',
  propertyAddress: '12 Elm Street',
  ownerId: 'owner-uid',
  date: '2026-03-06',
  startTime: '15:00',
  endTime: '15:30',
  fullStartTime: '2026-03-06T15:00',
  fullEndTime: '2026-03-06T15:30',
  clientName: 'Bea Buyer',
  createdAt: new Date(2026, 2, 1),
});

function mockReveal() {
  const mutate = vi.fn().mockResolvedValue({ code: '4821', validUntil: new Date(2026, 2, 6, 15, 30) });
  vi.mocked(useRevealLockboxCode).mockReturnValue({ mutate, pending: false } as unknown as ReturnType<
    typeof useRevealLockboxCode
  >);
  return mutate;
}

describe('LockboxCodeButton', () => {
  it('before the window, says when the code opens and offers no button', () => {
    mockReveal();
    renderWithProviders(<LockboxCodeButton showing={showing} now={new Date(2026, 2, 6, 13, 59)} label="Friday" />);
    expect(screen.getByText(text.opensAt('2026-03-06', '14:00'))).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('inside the window, shows the code on a click, with until when it is valid', async () => {
    const mutate = mockReveal();
    renderWithProviders(<LockboxCodeButton showing={showing} now={new Date(2026, 2, 6, 14, 0)} label="Friday" />);
    await userEvent.setup().click(screen.getByRole('button', { name: `${text.showCode}: Friday` }));
    expect(mutate).toHaveBeenCalledWith({ params: { id: 's1' } });
    expect(screen.getByRole('status')).toHaveTextContent(`${text.codeLabel}: 4821 · ${text.validUntil('15:30')}`);
  });

  it('offers nothing once the showing ended or for a showing not confirmed', () => {
    mockReveal();
    const { unmount } = renderWithProviders(
      <LockboxCodeButton showing={showing} now={new Date(2026, 2, 6, 15, 30)} label="Friday" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(
      <LockboxCodeButton
        showing={{ ...showing, status: 'requested' }}
        now={new Date(2026, 2, 6, 15, 0)}
        label="Friday"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Lockbox code/)).toBeNull();
  });
});
