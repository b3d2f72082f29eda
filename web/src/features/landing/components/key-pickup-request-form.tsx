import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_MODAL_RESET_MS,
  APPOINTMENT_TYPES,
  emptyPublicAppointment,
  formatTime12h,
  makePublicAppointmentSchema,
  messages,
  PUBLIC_APPOINTMENT_SLOTS,
  todayIsoDate,
  type ApiFieldError,
} from '@estatekey/domain';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { requestKeyPickup } from '../api/request-key-pickup';
import { IntakeFormFrame } from './intake-form-frame';
import { IntakeTextField, IntakeYesNoField } from './intake-fields';
import { isFieldOf, useIntakeSubmission } from './use-intake-submission';

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
        <IntakeTextField
          control={control}
          name="appointmentDate"
          label={text.dateLabel}
          type="date"
          required
          htmlInput={{ min: today }}
        />
        <IntakeTextField control={control} name="appointmentTime" label={text.timeLabel} select required>
          {PUBLIC_APPOINTMENT_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {formatTime12h(slot)}
            </option>
          ))}
        </IntakeTextField>
      </Stack>
      <IntakeTextField control={control} name="appointmentType" label={text.typeLabel} select required>
        {APPOINTMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </IntakeTextField>
      <IntakeTextField control={control} name="details" label={text.detailsLabel} multiline minRows={3} />
      <IntakeYesNoField control={control} name="needsCleanout" label={text.cleanoutQuestion} />
      <IntakeTextField
        control={control}
        name="contactName"
        label={text.contactNameLabel}
        autoComplete="name"
        required
      />
      <Stack direction={rowOnWideScreens} spacing={2}>
        <IntakeTextField
          control={control}
          name="contactEmail"
          label={text.contactEmailLabel}
          type="email"
          autoComplete="email"
          required
        />
        <IntakeTextField
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
