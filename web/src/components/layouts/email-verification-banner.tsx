import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { accountRoutes, emailVerificationTexts as texts } from '@estatekey/domain';
import { useEffect } from 'react';

import { ApiError } from '../../lib/api-client';
import { useApiMutation } from '../../lib/use-api-mutation';

const CONFLICT = 409;

/**
 * A fresh ID token; the session hears of its claims. The Auth SDK is loaded already (the session reads it); the
 * dynamic import keeps the layout's own module graph free of it. A failed refresh is retried at the next focus.
 */
function refreshSession(): void {
  import('../../lib/firebase/auth')
    .then(({ refreshIdToken }) => refreshIdToken())
    .catch((error: unknown) => console.error('Could not refresh the session', error));
}

/**
 * Shown on every signed-in page while the account's e-mail is not verified (DESIGN §5): until then the API refuses
 * almost everything. The link is often opened in another tab or device, so the session fetches a fresh ID token
 * whenever this tab regains focus; once the token says verified, the layout drops the banner.
 */
export function EmailVerificationBanner() {
  const resend = useApiMutation(accountRoutes.resendVerification, {
    success: ({ message }) => message,
    failure: { text: texts.resendFailed, server: { unlessGeneric: true } },
    onError: (error) => {
      // Verified meanwhile: the token is stale, and a fresh one removes the banner.
      if (error instanceof ApiError && error.status === CONFLICT) refreshSession();
    },
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshSession();
    };
    window.addEventListener('focus', refreshSession);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refreshSession);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" disabled={resend.pending} onClick={() => void resend.mutate({})}>
          {resend.pending ? texts.resending : texts.resend}
        </Button>
      }
    >
      {texts.text}
    </Alert>
  );
}
