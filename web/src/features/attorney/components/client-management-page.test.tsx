import {
  apiTexts,
  attorneyRoutes,
  attorneyTexts,
  CASE_STAGE_LABELS,
  caseProgressPercent,
  emptyProgressStatus,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { caseResponseFixture } from '../../../test/case-fixtures';
import { renderAtRoute } from '../testing/render-at-route';
import { ClientManagementPage } from './client-management-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));

const text = attorneyTexts.clients;
const labels = text.labels;

function openClientManagement() {
  return renderAtRoute('/submit-client-info', '/submit-client-info', <ClientManagementPage />);
}

describe('ClientManagementPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lists the client cases with their progress and moves a stage of the selected one', async () => {
    const cases = [
      caseResponseFixture({ _id: 'c1', id: 'c1', name: 'Estate Sale - Alice' }),
      caseResponseFixture({ _id: 'c2', id: 'c2', name: 'Guardianship Property - Rose' }),
    ];
    const progress = { ...emptyProgressStatus(), initialConsultation: 'Complete' as const };
    const update = vi.fn(() => ({
      message: 'Status updated successfully',
      progressStatus: progress,
      status: 'In Progress',
    }));
    answerApiCalls([
      [attorneyRoutes.attorneyCases, () => cases],
      [attorneyRoutes.updateCaseProgress, update],
    ]);
    const user = userEvent.setup();
    openClientManagement();
    const list = await screen.findByRole('region', { name: text.clientCases });
    expect(within(list).getAllByRole('progressbar')).toHaveLength(2);

    await user.click(within(list).getByText('Guardianship Property - Rose'));
    expect(screen.getByText(attorneyTexts.clients.progressOf('Guardianship Property - Rose'))).toBeInTheDocument();
    const stage = screen.getByRole('group', {
      name: attorneyTexts.stages.stageGroup(CASE_STAGE_LABELS.initialConsultation),
    });
    await user.click(within(stage).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(within(stage).getByRole('button', { name: 'Complete' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'c2' }, body: { stage: 'initialConsultation', status: 'Complete' } }),
    );
    expect(within(list).getByRole('progressbar', { name: /Guardianship Property - Rose/ })).toHaveAttribute(
      'aria-valuenow',
      String(caseProgressPercent(progress)),
    );
  });

  it('toggles to the intake form, names the case by default and submits the client', async () => {
    let listed = [caseResponseFixture()];
    const submit = vi.fn(() => {
      listed = [...listed, caseResponseFixture({ _id: 'new', id: 'new', name: 'Estate Sale - Casey' })];
      return { message: apiTexts.clientSubmitted, caseId: 'new', caseNumber: 'EK-20260301-ABCDEF' };
    });
    answerApiCalls([
      [attorneyRoutes.attorneyCases, () => listed],
      [attorneyRoutes.submitClient, submit],
    ]);
    const user = userEvent.setup();
    openClientManagement();
    await user.click(await screen.findByRole('button', { name: text.addNewClient }));

    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findAllByText(text.requiredFields)).length).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(new RegExp(`^${labels.firstName}`)), 'Casey');
    await user.type(screen.getByLabelText(new RegExp(`^${labels.lastName}`)), 'Client');
    await user.type(screen.getByLabelText(new RegExp(`^${labels.email}`)), 'casey@example.com');
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${labels.caseType}`)), 'Estate Sale');
    expect(screen.getByLabelText(new RegExp(`^${labels.caseName}`))).toHaveValue('Estate Sale - Casey');

    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(apiTexts.clientSubmitted));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          firstName: 'Casey',
          lastName: 'Client',
          email: 'casey@example.com',
          role: 'Guardian',
          caseType: 'Estate Sale',
          caseName: 'Estate Sale - Casey',
          caseNumber: '',
        }),
      }),
    );
    // Back on the list, which now holds the new case.
    const list = await screen.findByRole('region', { name: text.clientCases });
    expect(await within(list).findByText('Estate Sale - Casey')).toBeInTheDocument();
  });
});
