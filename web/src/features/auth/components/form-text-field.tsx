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
 * A MUI text field bound to react-hook-form: the field's error replaces the helper text (linked to the input through
 * aria-describedby, with aria-invalid), and the input element gets the ref so a failed submit focuses it.
 *
 * `required` marks the input aria-required without MUI's asterisk: labels stay exactly the catalogue's text, which is
 * how people and the browser tests find the fields ('Email', 'Password'). The form's schema does the checking.
 */
export function FormTextField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  required = false,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<TFieldValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...textFieldProps}
      slotProps={required ? { ...slotProps, htmlInput: { 'aria-required': true } } : slotProps}
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
