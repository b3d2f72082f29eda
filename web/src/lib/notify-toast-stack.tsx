import { TOAST } from '@estatekey/domain';
import { SnackbarProvider } from 'notistack';

import { THEMED_TOASTS } from '../components/ui/themed-toast';

/**
 * The toast stack itself (notistack), in its own chunk: loaded with the first toast, so pages that show none never
 * download it. It renders no children; toasts reach it through notistack's
 * module-level `enqueueSnackbar` (see notify-toaster.ts).
 */
export function ToastStack() {
  return (
    <SnackbarProvider
      maxSnack={TOAST.max}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={THEMED_TOASTS}
    />
  );
}
