import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { commonTexts } from '@estatekey/domain';
import { useMemo, type FormEventHandler, type ReactNode } from 'react';

import { IntakeOutcomeAlert } from './intake-outcome-alert';
import type { IntakeFailure, IntakeStatus } from '../api/use-intake-submission';

export interface IntakeFormFrameProps {
  readonly status: IntakeStatus;
  readonly failure: IntakeFailure | null;
  readonly successMessage: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onClose: () => void;
  /** The form's fields; replaced by the success text once the request went through. */
  readonly children: ReactNode;
}

/**
 * The body of a public request modal: a form whose content scrolls between the dialog's title and its buttons (so
 * the buttons stay in reach on a full-screen phone dialog), the outcome alert on top, Cancel and the submit button.
 */
export function IntakeFormFrame({
  status,
  failure,
  successMessage,
  submitLabel,
  submittingLabel,
  onSubmit,
  onClose,
  children,
}: IntakeFormFrameProps) {
  const succeeded = status === 'succeeded';
  const success = useMemo(() => ({ message: successMessage }), [successMessage]);
  return (
    <Stack
      component="form"
      noValidate
      aria-busy={status === 'submitting'}
      onSubmit={onSubmit}
      sx={{ flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers>
        {succeeded && <IntakeOutcomeAlert severity="success" outcome={success} />}
        {failure && <IntakeOutcomeAlert severity="error" outcome={failure} />}
        {!succeeded && <Stack spacing={2}>{children}</Stack>}
      </DialogContent>
      <DialogActions>
        {succeeded ? (
          <Button onClick={onClose}>{commonTexts.close}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{commonTexts.cancel}</Button>
            <Button type="submit" variant="contained" disabled={status !== 'idle'}>
              {status === 'submitting' ? submittingLabel : submitLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Stack>
  );
}
