import {
  type CaseSummary,
  commonTexts,
  errorsTexts,
  MILESTONE_LABELS,
  pagesTexts,
  propertiesTexts,
  type PropertyOverviewResponse,
  propertyRoutes,
  showingsTexts,
  statusTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { OWNER_UID, propertyFixture } from '../../../test/property-fixtures';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { usePropertyKeyPickupsSnapshot } from '../../../data/appointments/use-property-key-pickups';
import { useLiveProperty } from '../../../data/properties/use-live-property';
import { usePropertyShowingsSnapshot } from '../../../data/showings/use-property-showings';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../../../data/properties/update-milestone', () => ({
  useUpdateMilestone: () => vi.fn(),
  usePropertyWaitingToSync: () => false,
}));
vi.mock('../../../data/properties/use-live-property', () => ({ useLiveProperty: vi.fn() }));
vi.mock('../../../data/showings/use-property-showings', () => ({ usePropertyShowingsSnapshot: vi.fn() }));
vi.mock('../../../data/appointments/use-property-key-pickups', () => ({ usePropertyKeyPickupsSnapshot: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const texts = propertiesTexts.page;
const property = propertyFixture({ id: 'property-1', caseIds: ['case-harold'] });

const harold: CaseSummary = {
  _id: 'case-harold',
  name: 'Estate of Harold Guardian',
  caseName: 'Estate of Harold Guardian',
  caseNumber: 'EK-20260301-ABC123',
  caseType: 'Probate Real Estate',
  status: 'In Progress',
  progressStatus: {
    initialConsultation: 'Complete',
    documentsReceived: 'Pending',
    courtFilingPreparation: 'Pending',
    courtHearingScheduled: 'Pending',
    courtApproval: 'Pending',
    caseClosed: 'Pending',
  },
  createdAt: new Date('2026-02-01T09:00:00Z'),
};

function overview(changes: Partial<PropertyOverviewResponse> = {}): PropertyOverviewResponse {
  return {
    property: { ...property, _id: property.id },
    member: true,
    showings: [
      {
        _id: 's1',
        date: '2026-12-04',
        startTime: '10:00',
        endTime: '10:30',
        clientName: 'Jordan Buyer',
        status: 'confirmed',
      },
    ],
    keyPickups: [{ _id: 'k1', date: '2026-12-02', time: '09:00', status: 'scheduled', needsCleanout: true }],
    cases: [harold],
    ...changes,
  };
}

beforeEach(() => {
  vi.mocked(useLiveProperty).mockClear();
  vi.mocked(useLiveProperty).mockReturnValue({ status: 'success', data: property });
  vi.mocked(usePropertyShowingsSnapshot).mockClear();
  vi.mocked(usePropertyShowingsSnapshot).mockReturnValue({ status: 'loading' });
  vi.mocked(usePropertyKeyPickupsSnapshot).mockClear();
  vi.mocked(usePropertyKeyPickupsSnapshot).mockReturnValue({ status: 'loading' });
});

describe('the property page', () => {
  it('shows the owner the details, the editable status panel, coming visits and the cases', async () => {
    answerApiCalls([[propertyRoutes.propertyOverview, () => overview()]]);
    renderAppAt('/properties/property-1', signedInAs('Guardian', OWNER_UID));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Elm Street' })).toBeInTheDocument();
    expect(vi.mocked(callApi)).toHaveBeenCalledWith(
      propertyRoutes.propertyOverview,
      expect.objectContaining({ params: { id: 'property-1' } }),
    );
    expect(screen.getByText('Three-bedroom family home.')).toBeInTheDocument();
    // The owner's own live copy: milestones the Guardian role may set are choices.
    expect(screen.getByRole('heading', { level: 2, name: statusTexts.title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MILESTONE_LABELS.keyPickup })).toBeEnabled();
    const showings = screen.getByRole('region', { name: texts.showingsTitle });
    expect(within(showings).getByText('Friday, December 4, 2026, 10:00 AM to 10:30 AM')).toBeInTheDocument();
    expect(within(showings).getByText('For Jordan Buyer')).toBeInTheDocument();
    const pickups = screen.getByRole('region', { name: texts.keyPickupsTitle });
    expect(within(pickups).getByText('Wednesday, December 2, 2026 at 9:00 AM')).toBeInTheDocument();
    expect(within(pickups).getByText(texts.withCleanout)).toBeInTheDocument();
    const cases = screen.getByRole('region', { name: texts.casesTitle });
    expect(within(cases).getByText(harold.caseName)).toBeInTheDocument();
    expect(within(cases).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(texts.readOnlyNote)).not.toBeInTheDocument();
  });

  it('follows the showings live for a member: the listener’s showings replace the ones the page loaded with', async () => {
    answerApiCalls([[propertyRoutes.propertyOverview, () => overview()]]);
    vi.mocked(usePropertyShowingsSnapshot).mockReturnValue({
      status: 'success',
      data: [
        {
          _id: 's2',
          date: '2026-12-05',
          startTime: '14:00',
          endTime: '14:30',
          clientName: 'Casey Newbuyer',
          status: 'requested',
        },
      ],
    });
    renderAppAt('/properties/property-1', signedInAs('Guardian', OWNER_UID));
    const showings = await screen.findByRole('region', { name: texts.showingsTitle });
    expect(usePropertyShowingsSnapshot).toHaveBeenCalledWith('property-1', false);
    expect(within(showings).getByText('For Casey Newbuyer')).toBeInTheDocument();
    expect(within(showings).queryByText('For Jordan Buyer')).not.toBeInTheDocument();
    // The owner answers the request right here.
    expect(within(showings).getByText(showingsTexts.approvalStatus.requested)).toBeInTheDocument();
    expect(within(showings).getByRole('button', { name: /^Confirm:/ })).toBeInTheDocument();
    expect(within(showings).getByRole('button', { name: /^Decline:/ })).toBeInTheDocument();
  });

  it('follows the key pickups live for a member: the listener’s pickups replace the ones the page loaded with', async () => {
    answerApiCalls([[propertyRoutes.propertyOverview, () => overview()]]);
    // The booker cancelled the loaded pickup and booked another.
    vi.mocked(usePropertyKeyPickupsSnapshot).mockReturnValue({
      status: 'success',
      data: [{ _id: 'k2', date: '2026-12-07', time: '13:30', status: 'scheduled', needsCleanout: false }],
    });
    renderAppAt('/properties/property-1', signedInAs('Guardian', OWNER_UID));
    const pickups = await screen.findByRole('region', { name: texts.keyPickupsTitle });
    expect(usePropertyKeyPickupsSnapshot).toHaveBeenCalledWith('property-1', false);
    expect(within(pickups).getByText('Monday, December 7, 2026 at 1:30 PM')).toBeInTheDocument();
    expect(within(pickups).queryByText('Wednesday, December 2, 2026 at 9:00 AM')).not.toBeInTheDocument();
    expect(within(pickups).queryByText(texts.withCleanout)).not.toBeInTheDocument();
  });

  it('lets an admin follow every key pickup of the property', async () => {
    answerApiCalls([[propertyRoutes.propertyOverview, () => overview()]]);
    renderAppAt('/properties/property-1', signedInAs('Admin', 'ada'));
    await screen.findByRole('region', { name: texts.keyPickupsTitle });
    expect(usePropertyKeyPickupsSnapshot).toHaveBeenCalledWith('property-1', true);
  });

  it('fetches the cases again when a case is linked to the property, keeping the page on screen meanwhile', async () => {
    const rose: CaseSummary = { ...harold, _id: 'case-rose', caseName: 'Guardianship of Rose' };
    const linked = { ...property, caseIds: ['case-harold', 'case-rose'] };
    const load = vi.fn(() =>
      load.mock.calls.length === 1
        ? overview()
        : overview({ property: { ...linked, _id: linked.id }, cases: [harold, rose] }),
    );
    answerApiCalls([[propertyRoutes.propertyOverview, load]]);
    vi.mocked(useLiveProperty).mockReturnValue({ status: 'success', data: linked });
    renderAppAt('/properties/property-1', signedInAs('Guardian', OWNER_UID));
    const cases = await screen.findByRole('region', { name: texts.casesTitle });
    expect(await within(cases).findByText(rose.caseName)).toBeInTheDocument();
    expect(within(cases).getByText(harold.caseName)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the attorney of an associated case the page read-only, with a link to the case', async () => {
    answerApiCalls([
      [propertyRoutes.propertyOverview, () => overview({ member: false, showings: [], keyPickups: [] })],
    ]);
    renderAppAt('/properties/property-1', signedInAs('Attorney', 'avery'));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Elm Street' })).toBeInTheDocument();
    expect(screen.getByText(texts.readOnlyNote)).toBeInTheDocument();
    // Not a member: no live listener (the rules would refuse it) and nothing to choose in the panel.
    expect(useLiveProperty).not.toHaveBeenCalled();
    expect(usePropertyShowingsSnapshot).not.toHaveBeenCalled();
    expect(usePropertyKeyPickupsSnapshot).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(texts.noShowings)).toBeInTheDocument();
    expect(screen.getByText(texts.noKeyPickups)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: harold.caseName })).toHaveAttribute('href', '/attorney/cases/case-harold');
  });

  it('shows a caller who may not see the property the not-found page', async () => {
    answerApiCalls([
      [
        propertyRoutes.propertyOverview,
        () => {
          throw new ApiError(404, errorsTexts.propertyNotFound);
        },
      ],
    ]);
    renderAppAt('/properties/property-1', signedInAs('Guardian', 'mallory'));
    expect(await screen.findByRole('heading', { level: 1, name: pagesTexts.notFound.title })).toBeInTheDocument();
    expect(screen.queryByText('12 Elm Street')).not.toBeInTheDocument();
  });

  it('offers a retry when the load fails otherwise', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answerApiCalls([
      [
        propertyRoutes.propertyOverview,
        () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, commonTexts.internalError);
          return overview();
        },
      ],
    ]);
    renderAppAt('/properties/property-1', signedInAs('Guardian', OWNER_UID));
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonTexts.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Elm Street' })).toBeInTheDocument();
  });
});
