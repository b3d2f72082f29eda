export {
  FormAppointmentSlotFields,
  type AppointmentSlotValues,
  type FormAppointmentSlotFieldsProps,
} from './form-appointment-slot-fields';
export { FormCheckboxField, type FormCheckboxFieldProps } from './form-checkbox-field';
export { FormContactFields, type ContactValues, type FormContactFieldsProps } from './form-contact-fields';
export { FormDateField, FormTimeField, type FormDateTimeFieldProps } from './form-date-time-fields';
export { FormDatePickerField, FormTimePickerField, type FormPickerFieldProps } from './form-picker-fields';
export { FormRadioGroup, FormYesNoField, type FormRadioGroupProps, type FormYesNoFieldProps } from './form-radio-group';
export { FormSelectField, type FormSelectFieldProps } from './form-select-field';
export { FormTextField, type BoundFieldProps, type FormTextFieldProps } from './form-text-field';
export { OutlinedField, type OutlinedFieldProps } from './outlined-field';
export { labelledOptions, type SelectOption, type SelectOptions } from './select-options';
export { formFieldsOf, showFieldErrors } from './show-field-errors';
export { useInputsTypedBeforeHydration } from './use-inputs-typed-before-hydration';
export { useSingleSubmit } from './use-single-submit';
