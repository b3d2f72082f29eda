import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  attorneyTexts,
  CASE_STATUS_LABELS,
  isCaseStatusDone,
  type CasePriority,
  type CaseStatus,
} from '@estatekey/domain';

const STATUS_COLOR: Record<CaseStatus, ChipProps['color']> = {
  New: 'info',
  'In Progress': 'primary',
  Review: 'warning',
  Closed: 'success',
};

const PRIORITY_COLOR: Record<CasePriority, ChipProps['color']> = {
  High: 'error',
  Medium: 'warning',
  Low: 'default',
};

/** A case's status badge, the spec's value; Closed shows green (spec part 2 §4). */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return (
    <Chip
      size="small"
      label={CASE_STATUS_LABELS[status]}
      color={isCaseStatusDone(status) ? 'success' : STATUS_COLOR[status]}
    />
  );
}

/** A case's priority badge (display only, spec part 2 §4). */
export function CasePriorityChip({ priority }: { priority: CasePriority }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={attorneyTexts.caseDetail.priorityBadge(priority)}
      color={PRIORITY_COLOR[priority]}
    />
  );
}
