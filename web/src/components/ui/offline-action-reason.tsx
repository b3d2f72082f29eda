import CloudOffIcon from '@mui/icons-material/CloudOff';
import Typography from '@mui/material/Typography';
import { webShellTexts } from '@estatekey/domain';

/**
 * The one line beside an action that needs the server, while the browser is offline (`useApiMutation`'s `offline`):
 * the action is disabled, and this says why instead of a spinner waiting for a network that is gone.
 */
export function OfflineActionReason({ offline }: { readonly offline: boolean }) {
  if (!offline) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%' }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {webShellTexts.offlineActionReason}
    </Typography>
  );
}
