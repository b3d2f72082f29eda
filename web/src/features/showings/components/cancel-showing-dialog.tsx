import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { agentWorkspaceMessages, showingsTexts } from '@estatekey/domain';
import { useId } from 'react';

const pageText = agentWorkspaceMessages.showingsPage;

export interface CancelShowingDialogProps {
  /** The showing's date, time and property, as the list shows them. */
  readonly description: string;
  readonly cancelling: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks 'Are you sure you want to cancel this showing?' before the showing is deleted (spec part 2 §8). */
export function CancelShowingDialog({ description, cancelling, onConfirm, onClose }: CancelShowingDialogProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog
      open
      onClose={cancelling ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{pageText.cancelShowingTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{showingsTexts.cancelConfirm}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={cancelling} autoFocus>
          {pageText.keepShowing}
        </Button>
        <Button onClick={onConfirm} disabled={cancelling} color="error" variant="contained">
          {pageText.cancelShowingTitle}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
