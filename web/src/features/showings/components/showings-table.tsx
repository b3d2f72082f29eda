import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  agentTexts,
  formatLongUsDate,
  type AgentShowing,
  showingStatus,
  type ShowingStatus,
  showingsTexts,
} from '@estatekey/domain';

import { ShowingApprovalChip } from '../../../components/showings/showing-approval-chip';
import { LockboxCodeButton } from './lockbox-code-button';
import { showingTimeRange } from '../../../data/showings/showing-labels';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const text = showingsTexts;
const pageText = agentTexts.showingsPage;

const STATUS_COLOR: Record<ShowingStatus, 'default' | 'success' | 'primary'> = {
  Completed: 'default',
  Today: 'success',
  Upcoming: 'primary',
};

export interface ShowingsTableProps {
  /** Newest date first (spec part 2 §7). */
  readonly showings: readonly AgentShowing[];
  readonly now: Date;
  readonly onEdit: (showing: AgentShowing) => void;
  readonly onCancel: (showing: AgentShowing) => void;
  /** Offered on a confirmed showing that has ended and has no feedback yet. */
  readonly onFeedback?: (showing: AgentShowing) => void;
}

/**
 * The list view (spec part 2 §2): Date & Time, Property, Client, Status (the owner's approval, and for a confirmed
 * showing the derived Upcoming / Today / Completed), Actions Edit and Cancel.
 */
export function ShowingsTable({ showings, now, onEdit, onCancel, onFeedback }: ShowingsTableProps) {
  if (showings.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {text.empty}
      </Typography>
    );
  }
  return (
    <ResponsiveTable label={text.title} minWidth={640}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.dateTime}</TableCell>
            <TableCell>{text.columns.property}</TableCell>
            <TableCell>{text.columns.client}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell>{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {showings.map((showing) => {
            const status = showingStatus(showing, now);
            const label = `${formatLongUsDate(showing.date)}, ${showingTimeRange(showing)}`;
            return (
              <TableRow key={showing.id}>
                <TableCell>
                  <Typography variant="body2">{formatLongUsDate(showing.date)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {showingTimeRange(showing)}
                  </Typography>
                </TableCell>
                <TableCell>{showing.propertyAddress}</TableCell>
                <TableCell>
                  <Typography variant="body2">{showing.clientName}</Typography>
                  {showing.clientEmail && (
                    <Typography variant="body2" color="text.secondary">
                      {showing.clientEmail}
                    </Typography>
                  )}
                  {showing.clientPhone && (
                    <Typography variant="body2" color="text.secondary">
                      {showing.clientPhone}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <ShowingApprovalChip status={showing.status} />
                    {showing.status === 'confirmed' && (
                      <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <LockboxCodeButton showing={showing} now={now} label={label} />
                    {onFeedback && showing.status === 'confirmed' && status === 'Completed' && !showing.feedback && (
                      <Button
                        size="small"
                        onClick={() => onFeedback(showing)}
                        aria-label={`${text.feedback.give}: ${label}`}
                      >
                        {text.feedback.give}
                      </Button>
                    )}
                    <Button size="small" onClick={() => onEdit(showing)} aria-label={pageText.editShowingOf(label)}>
                      {text.edit}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onCancel(showing)}
                      aria-label={pageText.cancelShowingOf(label)}
                    >
                      {text.cancel}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
    </ResponsiveTable>
  );
}
