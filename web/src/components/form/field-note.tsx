import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';

import type { BoundFieldProps } from './form-text-field';

/** What a control shows below itself: the field's error once it has one, else the caller's hint. */
export interface FieldNoteState {
  readonly id: string;
  readonly error: string | undefined;
  readonly note: ReactNode;
  /** The note's id for the control's aria-describedby, while there is a note. */
  readonly describedBy: string | undefined;
}

type ControllerWithNoteProps<TFieldValues extends FieldValues, TTransformed> = BoundFieldProps<
  TFieldValues,
  TTransformed
> & {
  readonly helperText: ReactNode;
  readonly render: (
    field: ControllerRenderProps<TFieldValues, FieldPath<TFieldValues>>,
    note: FieldNoteState,
  ) => ReactElement;
};

/**
 * A `Controller` for the controls MUI gives no helper text of their own (radio groups, checkboxes): it works out
 * the note below the control and the id linking the two, as MUI's text field does for its helper text.
 */
export function ControllerWithNote<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  render,
}: ControllerWithNoteProps<TFieldValues, TTransformed>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const note = error ?? helperText;
        return render(field, { id, error, note, describedBy: note === undefined ? undefined : id });
      }}
    />
  );
}

/** The note below a control; `flush` sets it right under the control (a checkbox's label has its own padding). */
export function FieldNote({ state, flush = false }: { state: FieldNoteState; flush?: boolean }) {
  if (state.note === undefined) return null;
  return (
    <FormHelperText id={state.id} error={state.error !== undefined} sx={flush ? { mt: 0 } : undefined}>
      {state.note}
    </FormHelperText>
  );
}
