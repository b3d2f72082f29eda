import type { FieldValues } from 'react-hook-form';

import { BoundTextField, type FormTextFieldProps } from './form-text-field';
import { toSelectOptions, type SelectOptions } from './select-options';

export type FormSelectFieldProps<TFieldValues extends FieldValues, TTransformed = TFieldValues> = Omit<
  FormTextFieldProps<TFieldValues, TTransformed>,
  'children' | 'type' | 'multiline'
> & {
  readonly options: SelectOptions;
  /** The empty first choice's text ('Select a state'); without it the list has no empty choice. */
  readonly placeholder?: string;
};

/**
 * A select fed by a domain list. It is the native select: one tap on phones with their own picker, a plain
 * `combobox` to assistive technology, and the keyboard works as everywhere else on the platform.
 */
export function FormSelectField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  options,
  placeholder,
  ...props
}: FormSelectFieldProps<TFieldValues, TTransformed>) {
  return (
    <BoundTextField {...props} select>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {toSelectOptions(options).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </BoundTextField>
  );
}
