export { FormCheckboxField, type FormCheckboxFieldProps } from './form-checkbox-field';
export { FormDateField, FormTimeField, type FormDateTimeFieldProps } from './form-date-time-fields';
export { FormDatePickerField, FormTimePickerField, type FormPickerFieldProps } from './form-picker-fields';
export {
  FormRadioGroup,
  FormYesNoField,
  type FormRadioGroupProps,
  type FormYesNoFieldProps,
} from './form-radio-group';
export { FormSelectField, type FormSelectFieldProps } from './form-select-field';
export { FormTextField, type BoundFieldProps, type FormTextFieldProps } from './form-text-field';
export type { SelectOption, SelectOptions } from './select-options';
