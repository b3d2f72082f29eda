import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_MODAL_RESET_MS,
  APPOINTMENT_TYPES,
  emptyPublicAppointment,
  makePublicAppointmentSchema,
  messages,
  PUBLIC_APPOINTMENT_SLOT_OPTIONS,
  todayIsoDate,
  type ApiFieldError,
} from '@estatekey/domain';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormDateField, FormSelectField, FormTextField, FormYesNoField } from '../../../components/form';
import { requestKeyPickup } from '../api/request-key-pickup';
import { IntakeFormFrame } from './intake-form-frame';
import { isFieldOf, useIntakeSubmission } from '../api/use-intake-submission';

const text = messages.publicIntake.appointment;
const rowOnWideScreens = { xs: 'column', sm: 'row' } as const;

export interface KeyPickupRequestFormProps {
  readonly onClose: () => void;
}

/** The 'Schedule Key Pickup' modal's form (spec part 1 §2.3, §3, §4, §5). */
export function KeyPickupRequestForm({ onClose }: KeyPickupRequestFormProps) {
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => makePublicAppointmentSchema(today), [today]);
  const emptyRequest = useMemo(() => emptyPublicAppointment(today), [today]);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: emptyRequest,
  });

  const showFieldErrors = useCallback(
    (errors: readonly ApiFieldError[]) => {
      for (const { path, message } of errors) {
        if (isFieldOf(emptyRequest, path)) setError(path, { message });
      }
    },
    [emptyRequest, setError],
  );
  const { submit, status, failure } = useIntakeSubmission({
    send: requestKeyPickup,
    failureMessage: text.error,
    finishAfterMs: APPOINTMENT_MODAL_RESET_MS,
    onFinished: () => {
      reset(emptyRequest);
      onClose();
    },
    showFieldErrors,
  });

  return (
    <IntakeFormFrame
      status={status}
      failure={failure}
      successMessage={text.success}
      submitLabel={text.submit}
      submittingLabel={text.submitting}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
    >
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormDateField control={control} name="appointmentDate" label={text.dateLabel} min={today} required />
        <FormSelectField
          control={control}
          name="appointmentTime"
          label={text.timeLabel}
          options={PUBLIC_APPOINTMENT_SLOT_OPTIONS}
          required
        />
      </Stack>
      <FormSelectField
        control={control}
        name="appointmentType"
        label={text.typeLabel}
        options={APPOINTMENT_TYPES}
        required
      />
      <FormTextField control={control} name="details" label={text.detailsLabel} multiline minRows={3} />
      <FormYesNoField control={control} name="needsCleanout" label={text.cleanoutQuestion} />
      <FormTextField
        control={control}
        name="contactName"
        label={text.contactNameLabel}
        autoComplete="name"
        required
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <FormTextField
          control={control}
          name="contactEmail"
          label={text.contactEmailLabel}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="contactPhone"
          label={text.contactPhoneLabel}
          type="tel"
          autoComplete="tel"
          required
        />
      </Stack>
    </IntakeFormFrame>
  );
}
