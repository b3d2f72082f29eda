import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { saleTexts } from '@estatekey/domain';
import { useId, type FormEventHandler, type ReactNode } from 'react';

/** A sale form in a dialog: its title, its fields stacked, Cancel and Save. Full screen on a phone is not needed. */
export function SaleFormDialog({
  title,
  pending,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{saleTexts.actions.cancel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {saleTexts.actions.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
