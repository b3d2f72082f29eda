import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The question, e.g. 'Are you sure you want to cancel this appointment?'; it describes the dialog. */
  readonly question: string;
  /** What the question is about (a date and time, a property), below it. */
  readonly detail: string;
  /** The button that closes the dialog without doing anything; it has the focus. */
  readonly keepLabel: string;
  /** The destructive button. */
  readonly confirmLabel: string;
  /** The destructive button's text while the action runs; its usual text when absent. */
  readonly busyLabel?: string;
  /** While the action runs, both buttons are disabled and the dialog does not close. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks before a destructive action (cancelling an appointment or a showing); nothing is sent until confirmed. */
export function ConfirmDialog({
  open,
  title,
  question,
  detail,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{question}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {keepLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
