import Stack from '@mui/material/Stack';
import type { FieldPath, FieldValues } from 'react-hook-form';

import { FormDateField } from './form-date-time-fields';
import { FormSelectField } from './form-select-field';
import type { BoundFieldProps } from './form-text-field';
import type { SelectOptions } from './select-options';

/** The day and time slot of an appointment request (the date's input is whatever its schema preprocesses). */
export interface AppointmentSlotValues {
  appointmentDate: unknown;
  appointmentTime: unknown;
}

export interface FormAppointmentSlotFieldsProps<TFieldValues extends FieldValues, TTransformed> extends Pick<
  BoundFieldProps<TFieldValues, TTransformed>,
  'control'
> {
  readonly labels: { readonly date: string; readonly time: string };
  /** The first day that may be chosen (ISO date): today. */
  readonly minDate: string;
  /** The bookable times of the request's kind. */
  readonly slots: SelectOptions;
}

/** Date and time slot side by side on wider screens, both required. */
export function FormAppointmentSlotFields<
  TFieldValues extends AppointmentSlotValues & FieldValues,
  TTransformed = TFieldValues,
>({ control, labels, minDate, slots }: FormAppointmentSlotFieldsProps<TFieldValues, TTransformed>) {
  // The two keys of AppointmentSlotValues, which TFieldValues has.
  const path = (field: keyof AppointmentSlotValues) => field as FieldPath<TFieldValues>;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormDateField control={control} name={path('appointmentDate')} label={labels.date} min={minDate} required />
      <FormSelectField control={control} name={path('appointmentTime')} label={labels.time} options={slots} required />
    </Stack>
  );
}
