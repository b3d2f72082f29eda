import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  readonly control: Control<TFieldValues, unknown, TTransformed>;
  readonly name: Path<TFieldValues>;
};

/**
 * A controlled MUI text field (or native select) bound to react-hook-form, so values set after mount (the contact
 * prefill) move the label too. The schema's message replaces the helper text; a failed submit focuses the first bad
 * field. `required` sets aria-required without MUI's asterisk, so labels stay the catalogue's text.
 */
export function FormTextField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  required = false,
  fullWidth = true,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<TFieldValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const htmlInput = slotProps?.htmlInput;
  const withRequired =
    required && typeof htmlInput !== 'function'
      ? { ...slotProps, htmlInput: { ...htmlInput, 'aria-required': true } }
      : slotProps;
  return (
    <TextField
      {...textFieldProps}
      fullWidth={fullWidth}
      slotProps={withRequired}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
