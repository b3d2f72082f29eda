import type { FieldValues } from 'react-hook-form';

import { BoundTextField, type FormTextFieldProps } from './form-text-field';

export type FormDateTimeFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = Omit<
  FormTextFieldProps<TFieldValues, TTransformed>,
  'children' | 'type' | 'multiline'
> & {
  /** The earliest value the picker offers (`YYYY-MM-DD` for a date, `HH:MM` for a time). */
  readonly min?: string;
  /** The latest value the picker offers. */
  readonly max?: string;
};

/** The native date and time inputs show their own format hint, so their label always sits above the input. */
function BoundDateTimeField<TFieldValues extends FieldValues, TTransformed>({
  type,
  min,
  max,
  ...props
}: FormDateTimeFieldProps<TFieldValues, TTransformed> & { readonly type: 'date' | 'time' }) {
  const range = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  return <BoundTextField {...props} type={type} kitSlotProps={{ htmlInput: range, inputLabel: { shrink: true } }} />;
}

/** A native date input (the phone's own date picker) bound to a `YYYY-MM-DD` form field. */
export function FormDateField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: FormDateTimeFieldProps<TFieldValues, TTransformed>,
) {
  return <BoundDateTimeField {...props} type="date" />;
}

/** A native time input bound to an `HH:MM` form field. */
export function FormTimeField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: FormDateTimeFieldProps<TFieldValues, TTransformed>,
) {
  return <BoundDateTimeField {...props} type="time" />;
}
