import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { commonTexts } from '@estatekey/domain';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  /** What failed to load, in the page's own words. */
  readonly children: ReactNode;
  readonly onRetry: () => void;
  readonly severity?: Extract<AlertColor, 'error' | 'warning'>;
}

/** A load that failed, with the Retry button that loads it again. */
export function RetryAlert({ children, onRetry, severity = 'error' }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {commonTexts.retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
