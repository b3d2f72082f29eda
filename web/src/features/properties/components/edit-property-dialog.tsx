import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  commonTexts,
  type Property,
  type PropertyForm,
  type PropertyFormInput,
  propertyFormSchema,
  propertiesTexts,
} from '@estatekey/domain';
import { useForm } from 'react-hook-form';

import { showFieldErrors, useSingleSubmit } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProperty } from '../api/use-update-property';
import { PropertyFormFields } from './property-form-fields';
import { PROPERTY_FORM_FIELDS, propertyFormValues } from './property-form-values';

interface EditPropertyDialogProps {
  readonly property: Property;
  readonly open: boolean;
  readonly onClose: () => void;
}

function EditPropertyForm({ property, onClose }: Omit<EditPropertyDialogProps, 'open'>) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<PropertyFormInput, unknown, PropertyForm>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: propertyFormValues(property),
  });

  const update = useUpdateProperty({
    onSuccess: onClose,
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, PROPERTY_FORM_FIELDS, setError);
    },
  });

  const onSubmit = useSingleSubmit(handleSubmit, async (form) => {
    await update.mutate({ params: { id: property.id }, body: form });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle>{propertiesTexts.editForm.title}</DialogTitle>
      <DialogContent dividers>
        <PropertyFormFields control={control} idPrefix={`edit-${property.id}`} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonTexts.cancel}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? propertiesTexts.editForm.saving : propertiesTexts.editForm.save}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Edit (spec part 1 §2.15): the submit form's fields, filled from the property and saved through the API. The live
 * list shows the saved values; closing without saving drops the changes.
 */
export function EditPropertyDialog({ property, open, onClose }: EditPropertyDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <EditPropertyForm property={property} onClose={onClose} />
    </Dialog>
  );
}
