import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  authTexts,
  type ApiFieldError,
  DEFAULT_PLAN,
  paths,
  PLAN_LABELS,
  PLANS,
  registerRequestSchema,
  ROLE_LABELS,
} from '@estatekey/domain';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormSelectField, FormTextField, labelledOptions, showFieldErrors } from '../../../components/form';
import { env } from '../../../config/env';
import { AuthCard } from './auth-card';
import { AuthEmailField, AuthForm } from './auth-form';
import { FormErrorAlert } from './form-error-alert';
import { defaultRegisterRole, registerRoleOptions, useRegistration } from '../api/use-registration';

const TITLE_ID = 'register-title';
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'role', 'plan'] as const;

/** /register (spec part 1 §2.5). */
export function RegisterPage() {
  const developmentMode = env.useEmulators;
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      role: defaultRegisterRole(developmentMode),
      plan: DEFAULT_PLAN,
    },
  });

  const showRegisterFieldErrors = useCallback(
    (errors: readonly ApiFieldError[]) => showFieldErrors(errors, FIELDS, setError),
    [setError],
  );
  const { submitRegistration, status, failure } = useRegistration(showRegisterFieldErrors);

  return (
    <AuthCard title={authTexts.register.title} titleId={TITLE_ID}>
      <FormErrorAlert failure={failure} />
      <AuthForm
        titleId={TITLE_ID}
        onSubmit={(event) => void handleSubmit(submitRegistration)(event)}
        submitLabel={status === 'submitting' ? authTexts.register.submitting : authTexts.register.submit}
        disabled={status !== 'idle'}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label={authTexts.register.firstNameLabel}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            label={authTexts.register.lastNameLabel}
            autoComplete="family-name"
            required
          />
        </Stack>
        <AuthEmailField control={control} label={authTexts.register.emailLabel} />
        <FormTextField
          control={control}
          name="password"
          label={authTexts.register.passwordLabel}
          type="password"
          autoComplete="new-password"
          helperText={authTexts.register.passwordHint}
          required
        />
        <FormSelectField
          control={control}
          name="role"
          label={authTexts.register.roleLabel}
          options={labelledOptions(registerRoleOptions(developmentMode), ROLE_LABELS)}
        />
        <FormSelectField
          control={control}
          name="plan"
          label={authTexts.register.planLabel}
          options={labelledOptions(PLANS, PLAN_LABELS)}
        />
        {developmentMode && (
          <Alert severity="info">
            {authTexts.register.developmentRoleNote} {authTexts.register.developmentPaymentNote}
          </Alert>
        )}
      </AuthForm>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {authTexts.register.agreeTo}{' '}
        <Link component={RouterLink} to={paths.terms}>
          {authTexts.register.termsLink}
        </Link>{' '}
        {authTexts.register.and}{' '}
        <Link component={RouterLink} to={paths.privacy}>
          {authTexts.register.privacyLink}
        </Link>
      </Typography>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {authTexts.register.haveAccount}{' '}
        <Link component={RouterLink} to={paths.login}>
          {authTexts.register.loginLink}
        </Link>
      </Typography>
    </AuthCard>
  );
}
