import Chip from '@mui/material/Chip';
import { showingsTexts, type ShowingApprovalStatus } from '@estatekey/domain';

const COLOR: Record<ShowingApprovalStatus, 'warning' | 'success' | 'error' | 'default'> = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'error',
  cancelled: 'default',
};

/** Requested / Confirmed / Declined / Cancelled: where the owner's approval of a showing stands. */
export function ShowingApprovalChip({ status }: { status: ShowingApprovalStatus }) {
  return <Chip size="small" label={showingsTexts.approvalStatus[status]} color={COLOR[status]} />;
}
