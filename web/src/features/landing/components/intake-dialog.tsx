import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages, webShellMessages } from '@estatekey/domain';

export type IntakeDialogKind = 'keyPickup' | 'propertyForSale';

const TITLES: Record<IntakeDialogKind, string> = {
  keyPickup: messages.publicIntake.appointment.title,
  propertyForSale: messages.publicIntake.property.title,
};

export interface IntakeDialogProps {
  readonly kind: IntakeDialogKind | null;
  readonly onClose: () => void;
}

/** The public appointment and property modals (spec part 1 §2.3, §2.4); their forms arrive with the intake issue. */
export function IntakeDialog({ kind, onClose }: IntakeDialogProps) {
  return (
    <Dialog open={kind !== null} onClose={onClose} aria-labelledby="intake-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="intake-dialog-title">{kind ? TITLES[kind] : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{webShellMessages.intakeFormComingSoon}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
