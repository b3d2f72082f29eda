import { TOAST } from '@estatekey/domain';
import { useSnackbar, type VariantType } from 'notistack';
import { useMemo } from 'react';

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

/** Toasts with the spec's durations; components call `notify.success(messages.x.y)`. */
export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: string, options?: NotifyOptions) => {
      enqueueSnackbar(message, { variant, autoHideDuration: options?.durationMs ?? TOAST_DURATION_MS[variant] });
    };
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [enqueueSnackbar]);
}
