import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/** A failed submission; a new object each time, so the same text failing twice is announced (and focused) again. */
export interface FormFailure {
  readonly message: string;
}

/** The outcome of a failed submission, above the form; takes focus so keyboard and screen-reader users land on it. */
export function FormErrorAlert({ failure }: { readonly failure: FormFailure | null }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!failure) return null;
  return (
    <Alert ref={alertRef} severity="error" tabIndex={-1} sx={{ mb: 2 }}>
      {failure.message}
    </Alert>
  );
}
