import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { messages } from '@estatekey/domain';
import { useId, type InputHTMLAttributes } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface BoundFieldProps<TFieldValues extends FieldValues, TTransformed> {
  readonly control: Control<TFieldValues, unknown, TTransformed>;
  readonly name: Path<TFieldValues>;
}

export type IntakeTextFieldProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'slotProps' | 'required'
> &
  BoundFieldProps<TFieldValues, TTransformed> & {
    /** Marks the input aria-required; the form's schema does the checking. */
    readonly required?: boolean;
    /** Attributes of the input element, e.g. a date's `min`. */
    readonly htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  };

/**
 * A MUI text field bound to react-hook-form: the field's error replaces the helper text, linked to the input through
 * aria-describedby with aria-invalid, and a failed submit focuses the first invalid input.
 *
 * Required fields carry aria-required without MUI's asterisk, as in the app's other forms: labels stay exactly the
 * catalogue's text. Selects are native (`select` with `<option>` children), so phones show their own picker and the
 * keyboard works as everywhere else on the platform; dates are the native date input for the same reason.
 */
export function IntakeTextField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  required = false,
  htmlInput,
  select = false,
  type,
  fullWidth = true,
  ...textFieldProps
}: IntakeTextFieldProps<TFieldValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const labelAlwaysAbove = select || type === 'date';
  return (
    <TextField
      {...textFieldProps}
      select={select}
      type={type}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: required ? { ...htmlInput, 'aria-required': true } : htmlInput,
        select: select ? { native: true } : undefined,
        inputLabel: labelAlwaysAbove ? { shrink: true } : undefined,
      }}
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

export interface IntakeYesNoFieldProps<TFieldValues extends FieldValues, TTransformed> extends BoundFieldProps<
  TFieldValues,
  TTransformed
> {
  /** The question, which names the radio group. */
  readonly label: string;
}

const YES = 'yes';
const NO = 'no';

/** A yes/no question as a labelled radio group whose form value is a boolean. */
export function IntakeYesNoField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
}: IntakeYesNoFieldProps<TFieldValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const errorId = useId();
  const errorMessage = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={errorMessage !== undefined}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        aria-labelledby={labelId}
        aria-describedby={errorMessage === undefined ? undefined : errorId}
        value={field.value === true ? YES : NO}
        onChange={(_event, value) => field.onChange(value === YES)}
        onBlur={field.onBlur}
      >
        <FormControlLabel
          value={YES}
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label={messages.common.yes}
        />
        <FormControlLabel value={NO} control={<Radio />} label={messages.common.no} />
      </RadioGroup>
      {errorMessage !== undefined && <FormHelperText id={errorId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
