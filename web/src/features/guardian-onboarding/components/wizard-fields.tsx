import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { messages } from '@estatekey/domain';
import { useId, type ReactNode } from 'react';

export type WizardTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  readonly value: string;
  readonly error: string | undefined;
  readonly onValueChange: (value: string) => void;
  readonly hint?: ReactNode;
};

/** A text field (or native select) of the wizard; its error, once completion found one, replaces the hint. */
export function WizardTextField({
  value,
  error,
  onValueChange,
  hint,
  fullWidth = true,
  ...props
}: WizardTextFieldProps) {
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
    />
  );
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface WizardSelectProps {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onValueChange: (value: string) => void;
  /** The empty choice's text. */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly required?: boolean;
  readonly autoComplete?: string;
}

/** A native select: one tap on phones, and a plain `combobox` to assistive technology. */
export function WizardSelect({ placeholder, options, ...props }: WizardSelectProps) {
  return (
    <WizardTextField {...props} select slotProps={NATIVE_SELECT}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </WizardTextField>
  );
}

export interface YesNoQuestionProps {
  readonly question: string;
  readonly value: boolean;
  readonly onValueChange: (value: boolean) => void;
  readonly name: string;
}

/** A yes/no question as a labelled radio group. */
export function YesNoQuestion({ question, value, onValueChange, name }: YesNoQuestionProps) {
  const legendId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={legendId}>
        {question}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={legendId}
        value={value ? 'yes' : 'no'}
        onChange={(_event, choice) => onValueChange(choice === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label={messages.common.yes} />
        <FormControlLabel value="no" control={<Radio />} label={messages.common.no} />
      </RadioGroup>
    </FormControl>
  );
}

/** An error under a control that has no helper text of its own (a checkbox), announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <FormHelperText id={id} error role="alert">
      {message}
    </FormHelperText>
  );
}
