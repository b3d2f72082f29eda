import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

/** The parts of a field a caller may add props to, as MUI's `TextField` names them. */
export interface OutlinedFieldSlotProps {
  /** The `<input>`, `<textarea>` or `<select>` element itself. */
  readonly htmlInput?: OutlinedInputProps['inputProps'];
  /** The outlined box around it. */
  readonly input?: Partial<OutlinedInputProps>;
  readonly inputLabel?: Partial<InputLabelProps>;
  readonly formHelperText?: Partial<FormHelperTextProps>;
}

/** What the element itself takes from the field. */
type InputElementProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'type'
  | 'value'
>;

export type OutlinedFieldProps = Omit<FormControlProps, 'children' | 'variant' | 'onChange' | 'onBlur' | 'onFocus'> &
  InputElementProps & {
    readonly label?: ReactNode;
    readonly helperText?: ReactNode;
    /** A native `<select>` of the `<option>` children: one tap on phones with their own picker, a plain combobox. */
    readonly select?: boolean;
    readonly children?: ReactNode;
    readonly slotProps?: OutlinedFieldSlotProps;
  };

/**
 * MUI's outlined text field, put together from its parts (FormControl, InputLabel, OutlinedInput, FormHelperText) the
 * way `TextField` does it — the same parts and classes (the root lacks only `MuiTextField-root`), label and
 * helper-text wiring, and the theme's `MuiTextField` defaults. `TextField` itself imports the menu-based `Select` for
 * its `select` prop, and with it Menu, Popover and Modal: about 20 kB of gzip on every page with a field. Here
 * `select` is always native (its label kept above, as a native select always shows a value): one tap on a phone opens
 * the phone's own picker, and every choice list of the app is this one.
 */
export function OutlinedField(inProps: OutlinedFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus,
    children,
    defaultValue,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    select = false,
    slotProps = {},
    type,
    value,
    fullWidth,
    ...formControlProps
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label !== undefined && label !== null && label !== '';
  const inputLabelProps = select ? { shrink: true, ...slotProps.inputLabel } : slotProps.inputLabel;
  const elementProps = {
    'aria-describedby': helperTextId,
    autoComplete,
    autoFocus,
    defaultValue,
    fullWidth,
    id,
    inputRef,
    name,
    onBlur,
    onChange,
    onFocus,
    value,
  };
  const outlinedInputProps = {
    label,
    // The outline's gap for the label follows the label's position, as TextField sets it.
    notched: inputLabelProps?.shrink,
    ...slotProps.input,
  };
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} {...formControlProps}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      {select ? (
        // NativeSelect renders the given input with a <select> in it, the input's `inputProps` on the <select>.
        <NativeSelect
          input={<OutlinedInput {...elementProps} {...outlinedInputProps} inputProps={slotProps.htmlInput} />}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...elementProps}
          {...outlinedInputProps}
          maxRows={maxRows}
          minRows={minRows}
          multiline={multiline}
          placeholder={placeholder}
          rows={rows}
          type={type}
          inputProps={slotProps.htmlInput}
        />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
