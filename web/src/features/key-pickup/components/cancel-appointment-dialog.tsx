import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { guardianWorkspacePageMessages, keyPickupTexts } from '@estatekey/domain';
import { useId } from 'react';

const pageText = guardianWorkspacePageMessages.keyPickup;

export interface CancelAppointmentDialogProps {
  readonly open: boolean;
  /** The appointment's date and time, as the list shows them. */
  readonly when: string;
  readonly cancelling: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks 'Are you sure you want to cancel this appointment?' before anything is sent (spec part 1 §8). */
export function CancelAppointmentDialog({ open, when, cancelling, onConfirm, onClose }: CancelAppointmentDialogProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open={open}
      onClose={cancelling ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{pageText.cancelDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{keyPickupTexts.cancelConfirm}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{when}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={cancelling} autoFocus>
          {pageText.keepAppointment}
        </Button>
        <Button onClick={onConfirm} disabled={cancelling} color="error" variant="contained">
          {cancelling ? pageText.cancelling : keyPickupTexts.cancelAppointment}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
