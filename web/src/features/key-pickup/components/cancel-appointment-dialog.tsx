import { keyPickupTexts } from '@estatekey/domain';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const pageText = keyPickupTexts;

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
  return (
    <ConfirmDialog
      open={open}
      title={pageText.cancelDialogTitle}
      question={keyPickupTexts.cancelConfirm}
      detail={when}
      keepLabel={pageText.keepAppointment}
      confirmLabel={keyPickupTexts.cancelAppointment}
      busyLabel={pageText.cancelling}
      busy={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
