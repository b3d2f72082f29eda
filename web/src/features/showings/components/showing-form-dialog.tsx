import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  agentTexts,
  emptyShowingForm,
  makeShowingSchema,
  type AgentShowing,
  showingFormValues,
  type ShowingRequest,
  type ShowingRequestInput,
  showingsTexts,
  todayIsoDate,
} from '@estatekey/domain';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  FormDatePickerField,
  FormSelectField,
  FormTextField,
  FormTimePickerField,
  type SelectOption,
  formFieldsOf,
  showFieldErrors,
  useSingleSubmit,
} from '../../../components/form';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { ApiError } from '../../../lib/api-client';
import { useSaveShowing } from '../api/use-save-showing';
import { OfflineActionReason } from '../../../components/ui/offline-action-reason';

const text = showingsTexts;
const pageText = agentTexts.showingsPage;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

export interface ShowingFormDialogProps {
  /** The showing being edited (prefilled), or null for a new one. */
  readonly editing: AgentShowing | null;
  readonly propertyOptions: readonly SelectOption[];
  /** Reads the next page of the agent's properties into the selector; null once all are there. */
  readonly showMoreProperties?: (() => void) | null | undefined;
  readonly onClose: () => void;
}

/**
 * The 'Schedule Showing' / 'Edit Showing' modal (spec part 2 §2, §4, §5): required property, date (not before today),
 * start, end and client name; a successful save toasts, resets and closes, and the live list shows the change.
 * Mounted only while open, so each opening starts from the showing it edits or from an empty form.
 */
export function ShowingFormDialog({ editing, propertyOptions, showMoreProperties, onClose }: ShowingFormDialogProps) {
  const titleId = useId();
  const [today] = useState(todayIsoDate);
  // An edited showing may lie in the past; only new dates are held to "not before today".
  const minimumDate = editing && editing.date < today ? editing.date : today;
  const schema = useMemo(() => makeShowingSchema(minimumDate), [minimumDate]);
  const defaultValues = useMemo(
    () => (editing ? showingFormValues(editing) : emptyShowingForm(today)),
    [editing, today],
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ShowingRequestInput, unknown, ShowingRequest>({ resolver: zodResolver(schema), defaultValues });

  const { save, offline } = useSaveShowing(editing?.id ?? null, {
    onSuccess: onClose,
    onError: (error) => {
      if (error instanceof ApiError) showFieldErrors(error.errors, formFieldsOf(defaultValues), setError);
    },
  });
  const onSubmit = useSingleSubmit(handleSubmit, async (showing) => {
    await save(showing);
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {editing ? text.editTitle : text.newTitle}
      </DialogTitle>
      <IconButton
        aria-label={pageText.closeDialog}
        onClick={onClose}
        disabled={isSubmitting}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormSelectField
            control={control}
            name="propertyId"
            label={text.labels.property}
            options={propertyOptions}
            required
            sx={{ mt: 1 }}
          />
          <ShowMoreButton showMore={showMoreProperties} label={text.showMoreProperties} />
          <FormDatePickerField control={control} name="date" label={text.labels.date} min={minimumDate} required />
          <Stack direction={rowOnWideScreens} spacing={2}>
            <FormTimePickerField control={control} name="startTime" label={text.labels.startTime} required />
            <FormTimePickerField control={control} name="endTime" label={text.labels.endTime} required />
          </Stack>
          <FormTextField
            control={control}
            name="clientName"
            label={text.labels.clientName}
            autoComplete="off"
            required
          />
          <Stack direction={rowOnWideScreens} spacing={2}>
            <FormTextField control={control} name="clientEmail" label={text.labels.clientEmail} type="email" />
            <FormTextField control={control} name="clientPhone" label={text.labels.clientPhone} type="tel" />
          </Stack>
          <FormTextField control={control} name="notes" label={text.labels.notes} multiline minRows={3} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || offline}>
            {isSubmitting ? pageText.saving : editing ? text.update : text.save}
          </Button>
          <OfflineActionReason offline={offline} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
