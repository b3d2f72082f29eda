import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { FormTextField } from '../../../components/form';

/** The form of an account screen: named by its card's title, fields stacked, the full-width submit button last. */
export function AuthForm({
  titleId,
  onSubmit,
  submitLabel,
  disabled,
  children,
  ref,
}: {
  titleId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** While a submission runs (or, after registering, until the page moves on). */
  disabled: boolean;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}) {
  return (
    <Box component="form" ref={ref} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={disabled} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** The e-mail input of an account form, which the browser may fill in. */
export function AuthEmailField<TFieldValues extends { email: string } & FieldValues, TTransformed>({
  control,
  label,
}: {
  control: Control<TFieldValues, unknown, TTransformed>;
  label: string;
}) {
  // 'email' is a key of every account form's values (the type parameter's bound).
  const name = 'email' as FieldPath<TFieldValues>;
  return <FormTextField control={control} name={name} label={label} type="email" autoComplete="email" required />;
}
