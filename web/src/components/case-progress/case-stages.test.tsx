import {
  attorneyRoutes,
  caseStageTexts as text,
  CASE_STAGE_LABELS,
  dashboardTexts,
  emptyProgressStatus,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { answerApiCalls } from '../../test/call-api-mock';
import { renderWithProviders } from '../../test/render-with-providers';
import { CaseStagesEditor } from './case-stages-editor';
import { CaseStagesPanel } from './case-stages-panel';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../lib/notify', () => ({ useNotify: () => notify }));

const progress = { ...emptyProgressStatus(), initialConsultation: 'Complete' as const };

function stageGroup(stage: keyof typeof CASE_STAGE_LABELS) {
  return screen.getByRole('group', { name: text.stageGroup(CASE_STAGE_LABELS[stage]) });
}

describe('CaseStagesEditor and CaseStagesPanel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lets the attorney set a stage and hands the server’s answer back', async () => {
    const answer = {
      message: text.updated,
      progressStatus: { ...progress, documentsReceived: 'In Progress' },
      status: 'In Progress',
    };
    const update = vi.fn(() => answer);
    answerApiCalls([[attorneyRoutes.updateCaseProgress, update]]);
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CaseStagesEditor caseId="case-1" progressStatus={progress} onUpdated={onUpdated} />);

    expect(screen.getByText(dashboardTexts.percentComplete(100 / 6))).toBeInTheDocument();
    expect(within(stageGroup('initialConsultation')).getByRole('button', { name: 'Complete' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Pressing the current value sends nothing.
    await user.click(within(stageGroup('initialConsultation')).getByRole('button', { name: 'Complete' }));
    expect(update).not.toHaveBeenCalled();

    await user.click(within(stageGroup('documentsReceived')).getByRole('button', { name: 'In Progress' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(text.updated));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { id: 'case-1' },
        body: { stage: 'documentsReceived', status: 'In Progress' },
      }),
    );
    expect(onUpdated).toHaveBeenCalledWith({ progressStatus: answer.progressStatus, status: 'In Progress' });
  });

  it('says so when the change is refused', async () => {
    answerApiCalls([
      [
        attorneyRoutes.updateCaseProgress,
        () => {
          throw new ApiError(403, 'Forbidden');
        },
      ],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CaseStagesEditor caseId="case-1" progressStatus={progress} />);
    await user.click(within(stageGroup('caseClosed')).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(text.failed));
  });

  it('shows the client the stages read-only, each with what happens next', () => {
    renderWithProviders(<CaseStagesPanel progressStatus={progress} showNextSteps />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(text.readOnly)).toBeInTheDocument();
    expect(screen.getByText(text.nextSteps.documentsReceived)).toBeInTheDocument();
    // A completed stage says it is done instead.
    expect(screen.queryByText(text.nextSteps.initialConsultation)).not.toBeInTheDocument();
    expect(screen.getByText(text.nextStepFor('initialConsultation', 'Complete'))).toBeInTheDocument();
  });
});
