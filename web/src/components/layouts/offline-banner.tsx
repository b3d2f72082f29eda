import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { webShellTexts } from '@estatekey/domain';

import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * While the network is gone: a banner saying the screen shows saved data (Firestore keeps serving what its listeners
 * already have), announced to screen readers by its live region, which stays in the page so the change is heard.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Alert severity="warning" icon={<CloudOffIcon />} square sx={{ borderRadius: 0 }}>
          {webShellTexts.offline}
        </Alert>
      )}
    </div>
  );
}
