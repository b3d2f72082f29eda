import { preloadableLazy } from '../../../lib/preloadable-lazy';

export type IntakeDialogKind = 'keyPickup' | 'propertyForSale';

// The forms (react-hook-form, zod, the radio and select parts) stay out of the landing page's first load. They load
// when a visitor shows the intent to open a modal (prefetchIntakeForm), so the modal usually opens with its form.
const keyPickupForm = preloadableLazy(() =>
  import('./key-pickup-request-form').then((module) => module.KeyPickupRequestForm),
);
const propertyForSaleForm = preloadableLazy(() =>
  import('./property-for-sale-form').then((module) => module.PropertyForSaleForm),
);

export const INTAKE_FORMS = {
  KeyPickupRequestForm: keyPickupForm.Component,
  PropertyForSaleForm: propertyForSaleForm.Component,
} as const;

const PRELOAD_FORM: Record<IntakeDialogKind, () => Promise<unknown>> = {
  keyPickup: keyPickupForm.preload,
  propertyForSale: propertyForSaleForm.preload,
};

/** Starts loading the form of an intake modal; the hero's buttons call it on hover, focus and touch. */
export function prefetchIntakeForm(kind: IntakeDialogKind): void {
  PRELOAD_FORM[kind]().catch(() => {
    // Nothing to do here: opening the modal requests the form again and its error boundary reports a failure.
  });
}
