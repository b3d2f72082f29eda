import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  attorneyRoutes,
  caseStageTexts as text,
  CASE_STAGE_STATUSES,
  type CaseStage,
  type CaseStageStatus,
  type CaseStatus,
  type ProgressStatus,
} from '@estatekey/domain';
import { useState } from 'react';

import { useApiMutation } from '../../lib/use-api-mutation';
import { CaseStagesList, type CaseStagesListProps } from './case-stages-list';

function isStageStatus(value: unknown): value is CaseStageStatus {
  return (CASE_STAGE_STATUSES as readonly unknown[]).includes(value);
}

interface CaseStagesEditorProps extends CaseStagesListProps {
  readonly caseId: string;
  /** After a saved change, with the server's stages and overall case status (screens without a live listener). */
  readonly onUpdated?: (update: { progressStatus: ProgressStatus; status: CaseStatus }) => void;
}

/**
 * The case's attorney (or an admin) moves each stage freely among Pending, In Progress and Complete with its three
 * buttons, through PUT /api/attorney/cases/{id}/progress; live screens then receive the change from Firestore, the
 * others through `onUpdated`.
 */
export function CaseStagesEditor({ caseId, onUpdated, ...list }: CaseStagesEditorProps) {
  const [saving, setSaving] = useState<CaseStage | null>(null);
  const update = useApiMutation(attorneyRoutes.updateCaseProgress, {
    success: text.updated,
    failure: { text: text.failed },
    onSuccess: (answer) => onUpdated?.({ progressStatus: answer.progressStatus, status: answer.status }),
  });

  const setStage = async (stage: CaseStage, status: CaseStageStatus) => {
    if (saving !== null || list.progressStatus[stage] === status) return;
    setSaving(stage);
    await update.mutate({ params: { id: caseId }, body: { stage, status } });
    setSaving(null);
  };

  return (
    <CaseStagesList
      {...list}
      status={(stage, status, label) => (
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
      )}
    />
  );
}
