import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminTexts, fullName, ROLE_LABELS, ROLES, type AdminUser, type Role } from '@estatekey/domain';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormSelectField, labelledOptions } from '../../../components/form';

const text = adminTexts.users;
const ROLE_OPTIONS = labelledOptions(ROLES, ROLE_LABELS);

function roleFormSchema(current: Role) {
  return z.object({ role: z.enum(ROLES).refine((role) => role !== current, text.chooseOtherRole) });
}

/** Picks the new role, then asks to confirm naming the user and that role; `onConfirm` makes the change. */
export function ChangeRoleDialog({
  user,
  onClose,
  onConfirm,
}: {
  user: AdminUser;
  onClose: () => void;
  onConfirm: (role: Role) => Promise<void>;
}) {
  const { control, handleSubmit, formState } = useForm<{ role: Role }>({
    resolver: zodResolver(roleFormSchema(user.role)),
    defaultValues: { role: user.role },
  });
  const role = useWatch({ control, name: 'role' });
  const name = fullName(user);
  const changed = role !== user.role;
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-role-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void handleSubmit(async (values) => await onConfirm(values.role))(event)}>
        <DialogTitle id="change-role-title">
          {text.changeRole}: {name}
        </DialogTitle>
        <DialogContent>
          <FormSelectField control={control} name="role" label={text.newRole} options={ROLE_OPTIONS} sx={{ mt: 1 }} />
          {changed && <DialogContentText sx={{ mt: 2 }}>{text.confirmRole(name, ROLE_LABELS[role])}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!changed || formState.isSubmitting}>
            {changed ? text.confirmRoleButton(ROLE_LABELS[role]) : text.changeRole}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
