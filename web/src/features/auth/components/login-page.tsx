import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, loginRequestSchema, paths } from '@estatekey/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { FormCheckboxField, FormTextField } from '../../../components/form';
import { AuthCard } from './auth-card';
import { AuthEmailField, AuthForm } from './auth-form';
import { FormErrorAlert } from './form-error-alert';
import { useLogin } from '../api/use-login';

const TITLE_ID = 'login-title';

/** /login (spec part 1 §2.6): e-mail and password, 'Remember me for 7 days', links to reset and register. */
export function LoginPage() {
  const { logIn, busy, failure } = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  return (
    <AuthCard title={authTexts.loginTitle} titleId={TITLE_ID} subtitle={authTexts.loginSubtitle}>
      <FormErrorAlert failure={failure} />
      <AuthForm
        titleId={TITLE_ID}
        onSubmit={(event) => void handleSubmit(logIn)(event)}
        submitLabel={busy ? authTexts.loggingIn : authTexts.loginButton}
        disabled={busy}
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
