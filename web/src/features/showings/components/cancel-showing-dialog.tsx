import { agentTexts, showingsTexts } from '@estatekey/domain';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const pageText = agentTexts.showingsPage;

export interface CancelShowingDialogProps {
  /** The showing's date, time and property, as the list shows them. */
  readonly description: string;
  readonly cancelling: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks 'Are you sure you want to cancel this showing?' before the showing is deleted (spec part 2 §8). */
export function CancelShowingDialog({ description, cancelling, onConfirm, onClose }: CancelShowingDialogProps) {
  return (
    <ConfirmDialog
      open
      title={pageText.cancelShowingTitle}
      question={showingsTexts.cancelConfirm}
      detail={description}
      keepLabel={pageText.keepShowing}
      confirmLabel={pageText.cancelShowingTitle}
      busy={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
