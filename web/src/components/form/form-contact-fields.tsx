import Stack from '@mui/material/Stack';
import type { FieldPath, FieldValues } from 'react-hook-form';

import { FormTextField, type BoundFieldProps } from './form-text-field';

/** The contact a request form asks for: who, their e-mail and their phone, all three required. */
export interface ContactValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export interface FormContactFieldsProps<TFieldValues extends FieldValues, TTransformed> extends Pick<
  BoundFieldProps<TFieldValues, TTransformed>,
  'control'
> {
  readonly labels: { readonly name: string; readonly email: string; readonly phone: string };
}

/** Name on its own line, e-mail and phone side by side on wider screens; the browser may fill them in. */
export function FormContactFields<TFieldValues extends ContactValues & FieldValues, TTransformed = TFieldValues>({
  control,
  labels,
}: FormContactFieldsProps<TFieldValues, TTransformed>) {
  // The three keys of ContactValues, which TFieldValues has.
  const path = (field: keyof ContactValues) => field as FieldPath<TFieldValues>;
  return (
    <>
      <FormTextField control={control} name={path('contactName')} label={labels.name} autoComplete="name" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={path('contactEmail')}
          label={labels.email}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name={path('contactPhone')}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          required
        />
      </Stack>
    </>
  );
}
