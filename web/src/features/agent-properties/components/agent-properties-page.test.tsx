import { agentTexts, type Property, sharingTexts, statusTexts } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AuthSessionContext } from '../../../lib/auth/auth-session';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { propertyFixture } from '../../../test/property-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInAs } from '../../../test/sessions';
import { AgentPropertiesPage } from './agent-properties-page';

vi.mock('../../../data/properties/use-member-properties', () => ({ useMemberProperties: vi.fn() }));
vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));

const text = agentTexts.agentProperties;
const AGENT = 'agent-uid';

function withProperties(properties: Property[]) {
  vi.mocked(useMemberProperties).mockImplementation(<T,>(select: (all: Property[]) => T): LiveResult<T> => ({
    status: 'success',
    data: select(properties),
  }));
}

function renderAsAgent(ui: ReactNode) {
  return renderWithProviders(
    <AuthSessionContext.Provider value={signedInAs('Agent', AGENT)}>{ui}</AuthSessionContext.Provider>,
  );
}

describe('/properties for agents', () => {
  it('lists the properties shared with the agent with owner, permission, progress and the status panel', () => {
    withProperties([
      propertyFixture({
        id: 'p1',
        address: '12 Elm Street',
        sharedWith: { [AGENT]: 'manage' },
        memberIds: ['owner-uid', AGENT],
        statusData: { keyPickup: 'Completed', cleanout: 'Completed', photos: 'Completed' },
      }),
      propertyFixture({ id: 'p2', address: '9 Own Road', ownerId: AGENT, memberIds: [AGENT] }),
    ]);
    renderAsAgent(<AgentPropertiesPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: '12 Elm Street, Springfield, IL' })).toBeInTheDocument();
    expect(within(card).getByText('Alice Guardian')).toBeInTheDocument();
    expect(within(card).getByText(sharingTexts.permissionManage)).toBeInTheDocument();
    expect(within(card).getByText(statusTexts.agentApprovalNote)).toBeInTheDocument();
  });

  it('says when nothing is shared', () => {
    withProperties([]);
    renderAsAgent(<AgentPropertiesPage />);
    expect(screen.getByText(text.none)).toBeInTheDocument();
  });
});
