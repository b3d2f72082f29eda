import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  type ApiFieldError,
  DEFAULT_PLAN,
  paths,
  PLAN_LABELS,
  PLANS,
  registerRequestSchema,
  registerTexts,
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
    <AuthCard title={registerTexts.title} titleId={TITLE_ID}>
      <FormErrorAlert failure={failure} />
      <AuthForm
        titleId={TITLE_ID}
        onSubmit={(event) => void handleSubmit(submitRegistration)(event)}
        submitLabel={status === 'submitting' ? registerTexts.submitting : registerTexts.submit}
        disabled={status !== 'idle'}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label={registerTexts.firstNameLabel}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            label={registerTexts.lastNameLabel}
            autoComplete="family-name"
            required
          />
        </Stack>
        <AuthEmailField control={control} label={registerTexts.emailLabel} />
        <FormTextField
          control={control}
          name="password"
          label={registerTexts.passwordLabel}
          type="password"
          autoComplete="new-password"
          helperText={accountMessages.register.passwordHint}
          required
        />
        <FormSelectField
          control={control}
          name="role"
          label={registerTexts.roleLabel}
          options={labelledOptions(registerRoleOptions(developmentMode), ROLE_LABELS)}
        />
        <FormSelectField
          control={control}
          name="plan"
          label={registerTexts.planLabel}
          options={labelledOptions(PLANS, PLAN_LABELS)}
        />
        {developmentMode && (
          <Alert severity="info">
            {registerTexts.developmentRoleNote} {registerTexts.developmentPaymentNote}
          </Alert>
        )}
      </AuthForm>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {registerTexts.agreeTo}{' '}
        <Link component={RouterLink} to={paths.terms}>
          {registerTexts.termsLink}
        </Link>{' '}
        {accountMessages.register.and}{' '}
        <Link component={RouterLink} to={paths.privacy}>
          {registerTexts.privacyLink}
        </Link>
      </Typography>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        {registerTexts.haveAccount}{' '}
        <Link component={RouterLink} to={paths.login}>
          {registerTexts.loginLink}
        </Link>
      </Typography>
    </AuthCard>
  );
}
