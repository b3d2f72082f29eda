import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, loginRequestSchema, paths } from '@estatekey/domain';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormCheckboxField, FormTextField, useInputsTypedBeforeHydration } from '../../../components/form';
import { useHydrated } from '../../../lib/use-hydrated';
import { AuthCard } from './auth-card';
import { AuthEmailField, AuthForm } from './auth-form';
import { FormErrorAlert } from './form-error-alert';
import { useLogin } from '../api/use-login';

const TITLE_ID = 'login-title';

/**
 * /login (spec part 1 §2.6): e-mail and password, 'Remember me for 7 days', links to reset and register. Prerendered
 * at build time (src/prerender).
 */
export function LoginPage() {
  const { logIn, busy, failure } = useLogin();
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  // The page is prerendered: what was typed before its script ran stays, and the form submits once the script runs (a
  // native submit would put the password in the URL).
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useInputsTypedBeforeHydration(formRef, (input) => {
    if (input.name === 'email' || input.name === 'password') setValue(input.name, input.value, { shouldDirty: true });
    if (input.name === 'rememberMe') setValue('rememberMe', input.checked, { shouldDirty: true });
  });

  return (
    <AuthCard title={authTexts.loginTitle} titleId={TITLE_ID} subtitle={authTexts.loginSubtitle}>
      <FormErrorAlert failure={failure} />
      <AuthForm
        ref={formRef}
        titleId={TITLE_ID}
        onSubmit={(event) => void handleSubmit(logIn)(event)}
        submitLabel={busy ? authTexts.loggingIn : authTexts.loginButton}
        disabled={busy || !hydrated}
      >
        <AuthEmailField control={control} label={authTexts.emailLabel} />
        <FormTextField
          control={control}
          name="password"
          label={authTexts.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
        >
          <FormCheckboxField control={control} name="rememberMe" label={authTexts.rememberMe} />
          <Link component={RouterLink} to={paths.forgotPassword}>
            {authTexts.forgotPassword}
          </Link>
        </Stack>
      </AuthForm>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {authTexts.noAccount}{' '}
        <Link component={RouterLink} to={paths.register}>
          {authTexts.registerLink}
        </Link>
      </Typography>
    </AuthCard>
  );
}
