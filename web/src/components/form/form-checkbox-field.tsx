import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { ControllerWithNote, FieldNote } from './field-note';
import type { BoundFieldProps } from './form-text-field';

export type FormCheckboxFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = BoundFieldProps<
  TFieldValues,
  TTransformed
> & {
  readonly label: ReactNode;
  /** A note under the box (linked through aria-describedby); the field's error replaces it. */
  readonly helperText?: ReactNode;
};

/** A checkbox bound to a boolean form field. */
export function FormCheckboxField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  label,
  helperText,
  ...bound
}: FormCheckboxFieldProps<TFieldValues, TTransformed>) {
  return (
    <ControllerWithNote
      {...bound}
      helperText={helperText}
      render={(field, note) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-describedby': note.describedBy,
                    'aria-invalid': note.error === undefined ? undefined : true,
                  },
                }}
              />
            }
          />
          <FieldNote state={note} flush />
        </Box>
      )}
    />
  );
}
