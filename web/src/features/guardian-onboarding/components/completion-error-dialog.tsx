import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonTexts, onboardingTexts } from '@estatekey/domain';
import { useId } from 'react';

/**
 * The spec's browser alert when completion fails (spec part 1 §8), as an accessible alert dialog; closing it returns
 * to the wizard with every answer kept.
 */
export function CompletionErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{onboardingTexts.guardianWizard.completionErrorTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{onboardingTexts.guardian.completionError}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {commonTexts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
