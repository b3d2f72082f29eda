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
 * A MUI text field bound to react-hook-form: the schema's message replaces the helper text (linked through
 * aria-describedby, with aria-invalid), and the input gets the ref so a failed submit focuses the first bad field.
 * `required` marks the input aria-required without MUI's asterisk, so labels stay exactly the catalogue's text.
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
  const htmlInput = slotProps?.htmlInput;
  const requiredSlotProps =
    typeof htmlInput === 'function' ? slotProps : { ...slotProps, htmlInput: { ...htmlInput, 'aria-required': true } };
  return (
    <TextField
      {...textFieldProps}
      slotProps={required ? requiredSlotProps : slotProps}
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
