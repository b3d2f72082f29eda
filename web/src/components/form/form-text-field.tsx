import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { OutlinedField, type OutlinedFieldProps, type OutlinedFieldSlotProps } from './outlined-field';

/** What every field of the kit takes to bind to a form: its `control` and the field's path in the form values. */
export interface BoundFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> {
  readonly control: Control<TFieldValues, unknown, TTransformed>;
  readonly name: FieldPath<TFieldValues>;
}

/** The outlined field's props, minus what the form owns (value, change, error, ref). */
type PassThroughTextFieldProps = Omit<
  OutlinedFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select' | 'type'
>;

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TTransformed = TFieldValues,
> = PassThroughTextFieldProps &
  BoundFieldProps<TFieldValues, TTransformed> &
  RequiredMarkProps & {
    /** Any input type but `date` and `time`, which have their own fields (their label always sits above). */
    readonly type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'search';
  };

/** Props every text-based field of the kit takes on top of the outlined field's. */
interface RequiredMarkProps {
  /** With `required`, also shows MUI's asterisk after the label (the profile settings form shows it). */
  readonly markRequired?: boolean;
}

/** The props the kit's text-based fields (text, select, date, time) hand to the shared renderer. */
type BoundTextFieldProps<TFieldValues extends FieldValues, TTransformed> = PassThroughTextFieldProps &
  BoundFieldProps<TFieldValues, TTransformed> &
  RequiredMarkProps & {
    readonly type?: string;
    readonly select?: boolean;
    readonly kitSlotProps?: OutlinedFieldSlotProps;
  };

/**
 * The caller's `slotProps` with the kit's props merged into the slots it needs (only those slots are touched): a
 * caller's `htmlInput: { min }` and the kit's `aria-required` both reach the input — neither overwrites the other.
 */
function mergeSlotProps(
  callerSlotProps: OutlinedFieldSlotProps | undefined,
  kitSlotProps: OutlinedFieldSlotProps,
): OutlinedFieldSlotProps {
  const merged: Record<string, unknown> = { ...callerSlotProps };
  for (const [slot, kitProps] of Object.entries(kitSlotProps)) {
    if (kitProps !== undefined) merged[slot] = { ...(merged[slot] as object | undefined), ...(kitProps as object) };
  }
  return merged as OutlinedFieldSlotProps;
}

/**
 * The one renderer behind the text, select, date and time fields: a react-hook-form `Controller` around the
 * outlined field. The field's error message replaces the helper text (linked through aria-describedby, with
 * aria-invalid), and the input gets the ref so a failed submit focuses the first invalid field.
 *
 * `required` marks the input aria-required without MUI's asterisk: labels stay exactly the catalogue's text, which is
 * how people and the browser tests find the fields (`markRequired` shows it where a screen has always shown it). The
 * form's schema does the checking. Fields fill their column unless `fullWidth={false}`.
 */
export function BoundTextField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  helperText,
  required = false,
  markRequired = false,
  fullWidth = true,
  slotProps,
  kitSlotProps = {},
  ...textFieldProps
}: BoundTextFieldProps<TFieldValues, TTransformed>) {
  const htmlInput = required ? { ...kitSlotProps.htmlInput, 'aria-required': true } : kitSlotProps.htmlInput;
  const mergedSlotProps = mergeSlotProps(slotProps, { ...kitSlotProps, htmlInput });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OutlinedField
          {...textFieldProps}
          fullWidth={fullWidth}
          required={required && markRequired}
          slotProps={mergedSlotProps}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A text input (text, e-mail, password, phone, URL; `multiline` for a text area) bound to a form field. */
export function FormTextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: FormTextFieldProps<TFieldValues, TTransformed>,
) {
  return <BoundTextField {...props} />;
}
