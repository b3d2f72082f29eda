import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  attorneyRoutes,
  attorneyTexts,
  CASE_STAGE_LABELS,
  CASE_STAGE_STATUSES,
  CASE_STAGES,
  caseProgressPercent,
  type CaseStage,
  type CaseStageStatus,
  type CaseStatus,
  type ProgressStatus,
} from '@estatekey/domain';
import { useId, useState } from 'react';

import { useApiMutation } from '../../lib/use-api-mutation';

const { stages: text } = attorneyTexts;

const STATUS_COLOR: Record<CaseStageStatus, 'default' | 'info' | 'success'> = {
  Pending: 'default',
  'In Progress': 'info',
  Complete: 'success',
};

function isStageStatus(value: unknown): value is CaseStageStatus {
  return (CASE_STAGE_STATUSES as readonly unknown[]).includes(value);
}

interface CaseStagesPanelProps {
  readonly caseId: string;
  readonly progressStatus: ProgressStatus;
  /** The case's attorney (or an admin): each stage gets the three buttons that set it. */
  readonly editable: boolean;
  /** For the client: each stage's one-line "what happens next". */
  readonly showNextSteps?: boolean;
  /** Off where the screen already shows the case's percent bar. */
  readonly showPercent?: boolean;
  /** After a saved change, with the server's stages and overall case status (screens without a live listener). */
  readonly onUpdated?: (update: { progressStatus: ProgressStatus; status: CaseStatus }) => void;
}

/**
 * The six stages of a case (spec part 2 §4) with the percent complete. The attorney moves a stage freely among
 * Pending, In Progress and Complete through PUT /api/attorney/cases/{id}/progress; live screens then receive the
 * change from Firestore, the others through `onUpdated`.
 */
export function CaseStagesPanel({
  caseId,
  progressStatus,
  editable,
  showNextSteps = false,
  showPercent = true,
  onUpdated,
}: CaseStagesPanelProps) {
  const [saving, setSaving] = useState<CaseStage | null>(null);
  const update = useApiMutation(attorneyRoutes.updateCaseProgress, {
    success: text.updated,
    failure: { text: text.failed },
    onSuccess: (answer) => onUpdated?.({ progressStatus: answer.progressStatus, status: answer.status }),
  });
  const idPrefix = useId();
  const percent = caseProgressPercent(progressStatus);

  const setStage = async (stage: CaseStage, status: CaseStageStatus) => {
    if (saving !== null || progressStatus[stage] === status) return;
    setSaving(stage);
    await update.mutate({ params: { id: caseId }, body: { stage, status } });
    setSaving(null);
  };

  return (
    <Box sx={{ mt: showPercent ? 0 : 2 }}>
      {showPercent && (
        <>
          <Typography variant="body2" id={`${idPrefix}-percent`} sx={{ mb: 0.5 }}>
            {text.percentComplete(percent)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby={`${idPrefix}-percent`}
            sx={{ height: 8, borderRadius: 4, mb: 2 }}
          />
        </>
      )}
      {!editable && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.readOnly}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {CASE_STAGES.map((stage) => {
          const status = progressStatus[stage];
          const label = CASE_STAGE_LABELS[stage];
          return (
            <Box component="li" key={stage} data-stage={stage}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 12rem' }}>
                  {label}
                </Typography>
                {editable ? (
                  <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={status}
                    aria-label={text.stageGroup(label)}
                    disabled={saving !== null}
                    onChange={(_event, next: unknown) => {
                      if (isStageStatus(next)) void setStage(stage, next);
                    }}
                  >
                    {CASE_STAGE_STATUSES.map((option) => (
                      <ToggleButton key={option} value={option} sx={{ textTransform: 'none', py: 0.25 }}>
                        {option}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                ) : (
                  <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />
                )}
              </Box>
              {showNextSteps && (
                <Typography variant="body2" color="text.secondary">
                  {text.nextStepFor(stage, status)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
