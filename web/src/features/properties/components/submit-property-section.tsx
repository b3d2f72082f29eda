import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyPropertyForm,
  propertiesTexts,
  type PropertyForm,
  type PropertyFormInput,
  propertyFormSchema,
} from '@estatekey/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { showFieldErrors, useSingleSubmit } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useSubmitProperty } from '../api/use-submit-property';
import { PropertyFormFields } from './property-form-fields';
import { PROPERTY_FORM_FIELDS } from './property-form-values';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';

/**
 * The collapsible 'Submit New Property' form of the Properties page (spec part 1 §2.15). A submitted property shows
 * up in the live list below by itself; the form then empties and folds away.
 */
export function SubmitPropertySection() {
  const [expanded, setExpanded] = useState(false);
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
      setExpanded(false);
    },
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, PROPERTY_FORM_FIELDS, setError);
    },
  });
  const onSubmit = useSingleSubmit(handleSubmit, async (form) => {
    await submit.mutate({ body: form });
  });

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ mb: 4 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="submit-property-heading"
        aria-controls="submit-property-form"
      >
        <Typography variant="h5" component="span">
          {propertiesTexts.submitNew}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="submit-property-heading">
          <PropertyFormFields control={control} idPrefix="submit-property" />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting || submit.offline}
            sx={{ mt: 3 }}
          >
            {isSubmitting ? propertiesTexts.submitting : propertiesTexts.submit}
          </Button>
          <OfflineActionReason offline={submit.offline} />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
