import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

export interface IntakeOutcomeAlertProps {
  readonly severity: 'success' | 'error';
  /** A new object for each outcome, so a repeated text is announced and focused again. */
  readonly outcome: { readonly message: string };
}

/**
 * The outcome of a submission at the top of the modal. It is an alert (announced when it appears) and takes focus, so
 * keyboard and screen-reader users land on it instead of on a button that went away or stayed disabled.
 */
export function IntakeOutcomeAlert({ severity, outcome }: IntakeOutcomeAlertProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alertRef.current?.focus();
  }, [outcome]);

  return (
    <Alert ref={alertRef} severity={severity} tabIndex={-1} sx={{ mb: 2 }}>
      {outcome.message}
    </Alert>
  );
}
