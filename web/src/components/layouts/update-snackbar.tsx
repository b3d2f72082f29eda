import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { webShellTexts } from '@estatekey/domain';
import { useState } from 'react';

import { useAppUpdate } from '../../lib/service-worker/app-update';

/** Says a new deploy is installed and offers Reload, which switches the page to it. */
export function UpdateSnackbar() {
  const applyAppUpdate = useAppUpdate();
  const [reloading, setReloading] = useState(false);

  const reload = () => {
    if (!applyAppUpdate) return;
    setReloading(true);
    applyAppUpdate().catch((error: unknown) => {
      console.error('Switching to the new version failed', error);
      setReloading(false);
    });
  };

  return (
    <Snackbar open={applyAppUpdate !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
            {webShellTexts.appUpdate.reload}
          </Button>
        }
      >
        {webShellTexts.appUpdate.available}
      </Alert>
    </Snackbar>
  );
}
