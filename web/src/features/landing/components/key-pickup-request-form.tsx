import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_MODAL_RESET_MS,
  APPOINTMENT_TYPES,
  emptyPublicAppointment,
  makePublicAppointmentSchema,
  PUBLIC_APPOINTMENT_SLOT_OPTIONS,
  publicIntakeTexts,
  todayIsoDate,
} from '@estatekey/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  FormAppointmentSlotFields,
  FormContactFields,
  FormSelectField,
  FormTextField,
  FormYesNoField,
} from '../../../components/form';
import { requestKeyPickup } from '../api/request-key-pickup';
import { IntakeFormFrame } from './intake-form-frame';
import { useIntakeForm } from '../api/use-intake-form';

const text = publicIntakeTexts.appointment;

export interface KeyPickupRequestFormProps {
  readonly onClose: () => void;
}

/** The 'Schedule Key Pickup' modal's form (spec part 1 §2.3, §3, §4, §5). */
export function KeyPickupRequestForm({ onClose }: KeyPickupRequestFormProps) {
  const [today] = useState(todayIsoDate);
  const schema = useMemo(() => makePublicAppointmentSchema(today), [today]);
  const emptyRequest = useMemo(() => emptyPublicAppointment(today), [today]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: emptyRequest });
  const { control } = form;
  const frame = useIntakeForm(form, emptyRequest, {
    send: requestKeyPickup,
    texts: text,
    finishAfterMs: APPOINTMENT_MODAL_RESET_MS,
    onClose,
  });

  return (
    <IntakeFormFrame {...frame}>
      <FormAppointmentSlotFields
        control={control}
        labels={{ date: text.dateLabel, time: text.timeLabel }}
        minDate={today}
        slots={PUBLIC_APPOINTMENT_SLOT_OPTIONS}
      />
      <FormSelectField
        control={control}
        name="appointmentType"
        label={text.typeLabel}
        options={APPOINTMENT_TYPES}
        required
      />
      <FormTextField control={control} name="details" label={text.detailsLabel} multiline minRows={3} />
      <FormYesNoField control={control} name="needsCleanout" label={text.cleanoutQuestion} />
      <FormContactFields
        control={control}
        labels={{ name: text.contactNameLabel, email: text.contactEmailLabel, phone: text.contactPhoneLabel }}
      />
    </IntakeFormFrame>
  );
}
