import { enqueueSnackbar, type OptionsObject } from 'notistack';

/** The toast chunk: the stack to mount and the way to reach it. */
export { ToastStack } from './notify-toast-stack';

/**
 * Shows a toast on the most recently mounted toast stack (the app's ToastStack, or a test's SnackbarProvider). Returns
 * false while none has mounted yet: notistack binds `enqueueSnackbar` when a provider is created.
 */
export function enqueueToast(message: string, options: OptionsObject): boolean {
  // notistack's types call it always defined; at run time it is unset until the first provider exists.
  if (typeof (enqueueSnackbar as unknown) !== 'function') return false;
  enqueueSnackbar(message, options);
  return true;
}
