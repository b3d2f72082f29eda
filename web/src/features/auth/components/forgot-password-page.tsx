import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts, commonTexts, loginRequestSchema, paths, validationTexts } from '@estatekey/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { usePageTitle } from '../../../components/layouts/use-page-title';
import { firebaseErrorCode } from '../api/auth-error-codes';
import { sendPasswordReset } from '../api/send-password-reset';
import { AuthCard } from './auth-card';
import { AuthEmailField, AuthForm } from './auth-form';
import { FormErrorAlert, type FormFailure } from './form-error-alert';

const TITLE_ID = 'forgot-password-title';
const passwordResetRequestSchema = loginRequestSchema.pick({ email: true });
const { passwordReset: texts } = authTexts;

/** /forgot-password: Firebase Auth e-mails a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const title = usePageTitle();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const sending = useRef(false);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  async function requestReset({ email }: { email: string }) {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setStatus('sending');
    try {
      await sendPasswordReset(email);
      setStatus('sent');
    } catch (error) {
      sending.current = false;
      setStatus('idle');
      if (firebaseErrorCode(error) === 'auth/invalid-email') {
        setError('email', { message: validationTexts.invalidEmail }, { shouldFocus: true });
        return;
      }
      console.error('Password reset request failed', error);
      setFailure({ message: commonTexts.internalError });
    }
  }

  const backToLogin = (
    <Link component={RouterLink} to={paths.login}>
      {texts.backToLogin}
    </Link>
  );

  if (status === 'sent') {
    return (
      <AuthCard title={title}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{texts.sentTitle}</AlertTitle>
          {texts.sent}
        </Alert>
        <Typography>{backToLogin}</Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} titleId={TITLE_ID} subtitle={texts.intro}>
      <FormErrorAlert failure={failure} />
      <AuthForm
        titleId={TITLE_ID}
        onSubmit={(event) => void handleSubmit(requestReset)(event)}
        submitLabel={status === 'sending' ? texts.submitting : texts.submit}
        disabled={status === 'sending'}
      >
        <AuthEmailField control={control} label={texts.emailLabel} />
      </AuthForm>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>{backToLogin}</Typography>
    </AuthCard>
  );
}
