import { TOAST } from '@estatekey/domain';
import type { OptionsObject, VariantType } from 'notistack';

import type * as toasterChunk from './notify-toaster';

/** How long each kind of toast stays (spec part 1 §9): success 2 s, errors and warnings 4 s. */
export const TOAST_DURATION_MS: Record<VariantType, number> = {
  default: TOAST.successMs,
  info: TOAST.successMs,
  success: TOAST.successMs,
  warning: TOAST.errorMs,
  error: TOAST.errorMs,
};

export interface NotifyOptions {
  /** Overrides the variant's duration, e.g. `TOAST.onboardingMs` in the onboarding area. */
  readonly durationMs?: number;
}

export type Notify = Record<Exclude<VariantType, 'default'>, (message: string, options?: NotifyOptions) => void>;

type ToasterModule = typeof toasterChunk;

let toaster: ToasterModule | undefined;
let loadingToaster: Promise<ToasterModule> | undefined;
const waitingToasts: Array<{ message: string; options: OptionsObject }> = [];
const toasterListeners = new Set<() => void>();

/** Shows the toasts requested before the toast stack had mounted, in order. */
export function flushWaitingToasts(): void {
  while (toaster && waitingToasts.length > 0) {
    const [next] = waitingToasts;
    if (!next || !toaster.enqueueToast(next.message, next.options)) return;
    waitingToasts.shift();
  }
}

/** Loads the toast chunk (once; again after a failed attempt, e.g. offline). */
export function loadToaster(): Promise<ToasterModule> {
  loadingToaster ??= import('./notify-toaster').then(
    (module) => {
      toaster = module;
      toasterListeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loadingToaster = undefined;
      throw error;
    },
  );
  return loadingToaster;
}

/** For the toast host: the loaded toast chunk, or undefined until the first toast asked for it. */
export function loadedToaster(): ToasterModule | undefined {
  return toaster;
}

export function onToasterLoaded(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function showToast(message: string, options: OptionsObject): void {
  if (toaster?.enqueueToast(message, options)) return;
  waitingToasts.push({ message, options });
  loadToaster().then(flushWaitingToasts, (error: unknown) => console.error('Could not load the toasts', error));
}

function toastOf(variant: VariantType) {
  return (message: string, options?: NotifyOptions) =>
    showToast(message, { variant, autoHideDuration: options?.durationMs ?? TOAST_DURATION_MS[variant] });
}

const notify: Notify = {
  success: toastOf('success'),
  error: toastOf('error'),
  warning: toastOf('warning'),
  info: toastOf('info'),
};

/**
 * Toasts with the spec's durations; components call `notify.success(statusTexts.updated)` with a domain text. The toast
 * stack (notistack) loads with the first toast, so a page that shows none does not download it; the app's ToastHost mounts it.
 */
export function useNotify(): Notify {
  return notify;
}
