import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { publicIntakeTexts } from '@estatekey/domain';
import { Suspense, useState } from 'react';

import { PartLoading } from '../../../components/ui/part-loading';
import { INTAKE_FORMS, type IntakeDialogKind } from './intake-forms';

const TITLE_ID = 'intake-dialog-title';

const TITLES: Record<IntakeDialogKind, string> = {
  keyPickup: publicIntakeTexts.appointment.title,
  propertyForSale: publicIntakeTexts.property.title,
};

const { KeyPickupRequestForm, PropertyForSaleForm } = INTAKE_FORMS;

export interface IntakeDialogProps {
  readonly kind: IntakeDialogKind | null;
  readonly onClose: () => void;
}

/**
 * The public 'Schedule Key Pickup' and 'Submit Property For Sale' modals (spec part 1 §2.3, §2.4): full screen on
 * phones, labelled by their title, Escape and Cancel close them and focus returns to the button that opened them.
 * Closing discards the form; the next opening starts from the defaults.
 */
export function IntakeDialog({ kind, onClose }: IntakeDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Keeps the closing modal's content while it fades out; the dialog unmounts it once closed.
  const [shownKind, setShownKind] = useState(kind);
  if (kind !== null && kind !== shownKind) setShownKind(kind);

  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={TITLE_ID}>{shownKind ? TITLES[shownKind] : ''}</DialogTitle>
      <Suspense fallback={<PartLoading />}>
        {shownKind === 'keyPickup' && <KeyPickupRequestForm onClose={onClose} />}
        {shownKind === 'propertyForSale' && <PropertyForSaleForm onClose={onClose} />}
      </Suspense>
    </Dialog>
  );
}
