import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  caseStageTexts as text,
  CASE_STAGE_LABELS,
  CASE_STAGES,
  caseProgressPercent,
  type CaseStage,
  type CaseStageStatus,
  type ProgressStatus,
} from '@estatekey/domain';
import { useId, type ReactNode } from 'react';

export interface CaseStagesListProps {
  readonly progressStatus: ProgressStatus;
  /** For the client: each stage's one-line "what happens next". */
  readonly showNextSteps?: boolean;
  /** Off where the screen already shows the case's percent bar. */
  readonly showPercent?: boolean;
}

/**
 * The six stages of a case (spec part 2 §4) under the percent complete, each with what `status` draws for it: a badge
 * for those who follow the case, the buttons that set it for its attorney.
 */
export function CaseStagesList({
  progressStatus,
  showNextSteps = false,
  showPercent = true,
  note,
  status: renderStatus,
}: CaseStagesListProps & {
  /** A line above the stages. */
  readonly note?: string;
  readonly status: (stage: CaseStage, status: CaseStageStatus, label: string) => ReactNode;
}) {
  const idPrefix = useId();
  const percent = caseProgressPercent(progressStatus);
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
      {note !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
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
                {renderStatus(stage, status, label)}
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
