import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { accountRoutes, signedInAreaTexts } from '@estatekey/domain';
import { useCallback, useEffect, useState } from 'react';

import { ApiError, callApi, serverMessageOr } from '../../lib/api-client';
import { useNotify } from '../../lib/notify';

const { emailVerification: texts } = signedInAreaTexts;
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
  const notify = useNotify();
  const [sending, setSending] = useState(false);

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

  const resend = useCallback(async () => {
    setSending(true);
    try {
      const { message } = await callApi(accountRoutes.resendVerification);
      notify.success(message);
    } catch (error) {
      notify.error(serverMessageOr(error, texts.resendFailed, { unlessGeneric: true }));
      // Verified meanwhile: the token is stale, and a fresh one removes the banner.
      if (error instanceof ApiError && error.status === CONFLICT) refreshSession();
    } finally {
      setSending(false);
    }
  }, [notify]);

  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void resend()}>
          {sending ? texts.resending : texts.resend}
        </Button>
      }
    >
      {texts.text}
    </Alert>
  );
}
