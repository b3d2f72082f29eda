import { addDaysIso, agentTexts, showingSchema, todayIsoDate, type Showing } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { LiveResult } from '../../lib/firebase/live-result';
import { useShowingsOfOwnProperties } from '../../data/showings/use-showings';
import { renderWithProviders } from '../../test/render-with-providers';
import { UpcomingShowingsSection } from './upcoming-showings-section';

vi.mock('../../data/showings/use-showings', () => ({ useShowingsOfOwnProperties: vi.fn() }));
vi.mock('../../data/user/use-user-profile', () => ({ useSignedInUid: () => 'owner-uid' }));

const text = agentTexts.ownerShowings;
const today = todayIsoDate();

function showing(id: string, propertyId: string, daysFromToday: number, clientName: string): Showing {
  const date = addDaysIso(today, daysFromToday);
  return showingSchema.parse({
    id,
    agentId: 'agent-uid',
    propertyId,
    propertyAddress: '12 Elm Street, Springfield, IL',
    ownerId: 'owner-uid',
    date,
    startTime: '10:00',
    endTime: '10:30',
    fullStartTime: `${date}T10:00`,
    fullEndTime: `${date}T10:30`,
    clientName,
    createdAt: new Date('2026-01-10T09:00:00Z'),
  });
}

function withShowings(showings: Showing[]) {
  vi.mocked(useShowingsOfOwnProperties).mockImplementation(<T,>(select: (all: Showing[]) => T): LiveResult<T> => ({
    status: 'success',
    data: select(showings),
  }));
}

describe('upcoming showings in the property details', () => {
  it('lists the property’s upcoming showings, soonest first, for its owner', () => {
    withShowings([
      showing('later', 'p1', 9, 'Second Client'),
      showing('past', 'p1', -3, 'Past Client'),
      showing('other', 'p2', 2, 'Other Property'),
      showing('soon', 'p1', 2, 'First Client'),
    ]);
    renderWithProviders(<UpcomingShowingsSection propertyId="p1" ownerId="owner-uid" />);
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(text.client('First Client')),
      expect.stringContaining(text.client('Second Client')),
    ]);
  });

  it('says when there are none, and shows nothing to anyone but the owner', () => {
    withShowings([]);
    const { unmount } = renderWithProviders(<UpcomingShowingsSection propertyId="p1" ownerId="owner-uid" />);
    expect(screen.getByText(text.none)).toBeInTheDocument();
    unmount();
    renderWithProviders(<UpcomingShowingsSection propertyId="p1" ownerId="someone-else" />);
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });
});
