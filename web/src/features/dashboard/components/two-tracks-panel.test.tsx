import { attorneyTexts, MILESTONE_LABELS } from '@estatekey/domain';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthSessionContext } from '../../../lib/auth/auth-session';
import { signedInAs } from '../../../test/sessions';
import { AppThemeProvider } from '../../../theme/app-theme-provider';
import { useMemberCasesSnapshot } from '../../../data/cases/use-member-cases';
import { useMemberProperty } from '../../../data/properties/use-member-properties';
import { caseFixture, propertyFixture } from '../testing/dashboard-fixtures';
import { TwoTracksPanel } from './two-tracks-panel';

vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));
vi.mock('../../../data/cases/use-member-cases', () => ({ useMemberCasesSnapshot: vi.fn() }));
vi.mock('../../../data/properties/use-member-properties', () => ({ useMemberProperty: vi.fn() }));

const text = attorneyTexts.twoTracks;
const elm = propertyFixture('elm', { address: '12 Elm Street', city: 'Springfield', state: 'IL' });

function renderTracks() {
  return render(
    <AppThemeProvider>
      <AuthSessionContext.Provider value={signedInAs('Guardian', 'client-1')}>
        <TwoTracksPanel />
      </AuthSessionContext.Provider>
    </AppThemeProvider>,
  );
}

describe('TwoTracksPanel', () => {
  beforeEach(() => {
    vi.mocked(useMemberProperty).mockImplementation((id) => ({ status: 'success', data: id === 'elm' ? elm : null }));
  });

  it('shows nothing to a client without a case', () => {
    vi.mocked(useMemberCasesSnapshot).mockReturnValue({ status: 'success', data: [] });
    const { container } = renderTracks();
    expect(container).toBeEmptyDOMElement();
  });

  it("puts the case's stages, each with what happens next, beside its property's milestones", () => {
    const legalCase = { ...caseFixture('c1', 'Estate of Harold Guardian', 2), propertyIds: ['elm'] };
    vi.mocked(useMemberCasesSnapshot).mockReturnValue({ status: 'success', data: [legalCase] });
    renderTracks();
    const tracks = screen.getByRole('region', { name: text.title });
    const caseTrack = within(tracks).getByRole('region', { name: `${text.caseTrack}: Estate of Harold Guardian` });
    expect(within(caseTrack).getByText(attorneyTexts.stages.nextSteps.courtFilingPreparation)).toBeInTheDocument();
    expect(within(caseTrack).queryByRole('button')).not.toBeInTheDocument();
    const propertyTrack = within(tracks).getByRole('region', { name: text.propertyTrack });
    expect(within(propertyTrack).getByText(MILESTONE_LABELS.keyPickup, { exact: false })).toBeInTheDocument();
  });

  it('says so when the case has no property yet', () => {
    vi.mocked(useMemberCasesSnapshot).mockReturnValue({
      status: 'success',
      data: [caseFixture('c1', 'Estate of Harold Guardian', 0)],
    });
    renderTracks();
    expect(screen.getByText(text.noProperty)).toBeInTheDocument();
  });
});
