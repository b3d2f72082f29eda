import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, type FieldValues } from 'react-hook-form';

import type { BoundFieldProps } from './form-text-field';

/** The spec's date input format 'MMMM d, yyyy' (part 2 §9) in dayjs tokens, and 12-hour times. */
const DATE_FORMAT = 'MMMM D, YYYY';
const TIME_FORMAT = 'hh:mm A';

export type FormPickerFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = BoundFieldProps<
  TFieldValues,
  TTransformed
> & {
  readonly label: string;
  readonly required?: boolean;
  readonly helperText?: string;
  /** The earliest value offered: `YYYY-MM-DD` for a date. */
  readonly min?: string;
};

function pickerValue(value: unknown, toDayjs: (text: string) => Dayjs): Dayjs | null {
  return typeof value === 'string' && value !== '' ? toDayjs(value) : null;
}

/**
 * The MUI X pickers keep dayjs values; the form keeps the domain's strings (`YYYY-MM-DD`, `HH:MM`). An unfinished or
 * invalid entry reads as '' so the form's schema reports the field as missing.
 */
function usePickerField<TFieldValues extends FieldValues, TTransformed>(
  { control, name }: BoundFieldProps<TFieldValues, TTransformed>,
  toDayjs: (text: string) => Dayjs,
  fromDayjs: (value: Dayjs) => string,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: pickerValue(field.value, toDayjs),
    onChange: (value: Dayjs | null) => field.onChange(value?.isValid() ? fromDayjs(value) : ''),
    inputRef: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

function textFieldSlot(
  field: { name: string; onBlur: () => void; error: string | undefined },
  { required = false, helperText }: { required?: boolean; helperText?: string | undefined },
) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    fullWidth: true,
    error: field.error !== undefined,
    helperText: field.error ?? helperText,
    inputProps: required ? { 'aria-required': true } : {},
  };
}

/** An MUI X date picker ('March 10, 2026') bound to a `YYYY-MM-DD` form field. */
export function FormDatePickerField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  label,
  required,
  helperText,
  min,
  ...bound
}: FormPickerFieldProps<TFieldValues, TTransformed>) {
  const field = usePickerField(
    bound,
    (text) => dayjs(text),
    (value) => value.format('YYYY-MM-DD'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={field.value}
        onChange={field.onChange}
        inputRef={field.inputRef}
        {...(min === undefined ? {} : { minDate: dayjs(min) })}
        slotProps={{ textField: textFieldSlot(field, { required, helperText }) }}
      />
    </LocalizationProvider>
  );
}

/** An MUI X time picker ('10:00 AM') bound to an `HH:MM` form field. */
export function FormTimePickerField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  label,
  required,
  helperText,
  min: _min,
  ...bound
}: FormPickerFieldProps<TFieldValues, TTransformed>) {
  const field = usePickerField(
    bound,
    (text) => dayjs(`2000-01-01T${text}`),
    (value) => value.format('HH:mm'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label={label}
        format={TIME_FORMAT}
        ampm
        value={field.value}
        onChange={field.onChange}
        inputRef={field.inputRef}
        slotProps={{ textField: textFieldSlot(field, { required, helperText }) }}
      />
    </LocalizationProvider>
  );
}
