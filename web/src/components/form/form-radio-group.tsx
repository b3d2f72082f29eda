import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { commonTexts } from '@estatekey/domain';
import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { ControllerWithNote, FieldNote } from './field-note';
import type { BoundFieldProps } from './form-text-field';
import { toSelectOptions, type SelectOptions } from './select-options';

export type FormRadioGroupProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = BoundFieldProps<
  TFieldValues,
  TTransformed
> & {
  /** The question, which names the group. */
  readonly label: ReactNode;
  readonly options: SelectOptions;
  /** Choices side by side instead of one per line. */
  readonly row?: boolean;
  readonly helperText?: ReactNode;
};

interface ChoiceMapping {
  /** The chosen radio's value for the field's value. */
  readonly toChoice: (fieldValue: unknown) => string;
  /** The field's value for the chosen radio's value. */
  readonly fromChoice: (choice: string) => unknown;
}

const STRING_CHOICE: ChoiceMapping = {
  toChoice: (fieldValue) => (typeof fieldValue === 'string' ? fieldValue : ''),
  fromChoice: (choice) => choice,
};

/**
 * A radio group named by its legend, bound to a form field through `mapping`. The first radio gets the ref, so a
 * failed submit focuses the group.
 */
function BoundRadioGroup<TFieldValues extends FieldValues, TTransformed>({
  label,
  options,
  row = false,
  helperText,
  mapping,
  ...bound
}: FormRadioGroupProps<TFieldValues, TTransformed> & { readonly mapping: ChoiceMapping }) {
  const labelId = useId();
  return (
    <ControllerWithNote
      {...bound}
      helperText={helperText}
      render={(field, note) => (
        <FormControl component="fieldset" error={note.error !== undefined}>
          <FormLabel component="legend" id={labelId}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            name={field.name}
            aria-labelledby={labelId}
            aria-describedby={note.describedBy}
            value={mapping.toChoice(field.value)}
            onChange={(_event, choice) => field.onChange(mapping.fromChoice(choice))}
            onBlur={field.onBlur}
          >
            {toSelectOptions(options).map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio slotProps={index === 0 ? { input: { ref: field.ref } } : undefined} />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          <FieldNote state={note} />
        </FormControl>
      )}
    />
  );
}

/** One choice out of a domain list, as radio buttons, bound to a string form field. */
export function FormRadioGroup<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: FormRadioGroupProps<TFieldValues, TTransformed>,
) {
  return <BoundRadioGroup {...props} mapping={STRING_CHOICE} />;
}

const YES = 'yes';
const NO = 'no';
const YES_NO_OPTIONS = [
  { value: YES, label: commonTexts.yes },
  { value: NO, label: commonTexts.no },
] as const;
const YES_NO_CHOICE: ChoiceMapping = {
  toChoice: (fieldValue) => (fieldValue === true ? YES : NO),
  fromChoice: (choice) => choice === YES,
};

export type FormYesNoFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = Omit<
  FormRadioGroupProps<TFieldValues, TTransformed>,
  'options' | 'row'
>;

/** A yes/no question as a row of two radios whose form value is a boolean. */
export function FormYesNoField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: FormYesNoFieldProps<TFieldValues, TTransformed>,
) {
  return <BoundRadioGroup {...props} row options={YES_NO_OPTIONS} mapping={YES_NO_CHOICE} />;
}
