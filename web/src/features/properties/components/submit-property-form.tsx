import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPropertyForm,
  propertiesTexts,
  type PropertyForm,
  type PropertyFormInput,
  propertyFormSchema,
} from '@estatekey/domain';
import { useForm } from 'react-hook-form';

import { showFieldErrors, useSingleSubmit } from '../../../components/form';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';
import { ApiError } from '../../../lib/api-client';
import { useSubmitProperty } from '../api/use-submit-property';
import { PropertyFormFields } from './property-form-fields';
import { PROPERTY_FORM_FIELDS } from './property-form-values';

/**
 * The 'Submit New Property' form (spec part 1 §2.15), in its own chunk: the Properties page loads it when the section
 * is first opened. Once submitted it empties and `onSubmitted` folds the section away; the property shows up in the
 * live list by itself.
 */
export function SubmitPropertyForm({ onSubmitted }: { onSubmitted: () => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<PropertyFormInput, unknown, PropertyForm>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: emptyPropertyForm(),
  });

  // A double click validates twice; only the first submission goes out.
  const submit = useSubmitProperty({
    onSuccess: () => {
      reset(emptyPropertyForm());
      onSubmitted();
    },
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, PROPERTY_FORM_FIELDS, setError);
    },
  });
  const onSubmit = useSingleSubmit(handleSubmit, async (form) => {
    await submit.mutate({ body: form });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="submit-property-heading">
      <PropertyFormFields control={control} idPrefix="submit-property" />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting || submit.offline} sx={{ mt: 3 }}>
        {isSubmitting ? propertiesTexts.submitting : propertiesTexts.submit}
      </Button>
      <OfflineActionReason offline={submit.offline} />
    </Box>
  );
}
