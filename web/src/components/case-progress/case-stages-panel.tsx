import Chip from '@mui/material/Chip';
import { caseStageTexts, type CaseStageStatus } from '@estatekey/domain';

import { CaseStagesList, type CaseStagesListProps } from './case-stages-list';

const STATUS_COLOR: Record<CaseStageStatus, 'default' | 'info' | 'success'> = {
  Pending: 'default',
  'In Progress': 'info',
  Complete: 'success',
};

/**
 * A case's six stages as its clients and the agents on it follow them: each stage's status as a badge, read-only (the
 * attorney sets them in `CaseStagesEditor`; this one does not download its buttons).
 */
export function CaseStagesPanel(props: CaseStagesListProps) {
  return (
    <CaseStagesList
      {...props}
      note={caseStageTexts.readOnly}
      status={(_stage, status) => <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />}
    />
  );
}
