import { onTestFinished } from 'vitest';

/** A phone's width in CSS pixels (the narrowest the app is laid out for). */
const PHONE_WIDTH_PX = 360;

/**
 * Lays the test's screens out as on a phone until the test ends: the window is as narrow as one, which the test
 * matchMedia (setup-tests.ts) answers media queries by. Call before rendering.
 */
export function onPhoneScreen(): void {
  const width = window.innerWidth;
  window.innerWidth = PHONE_WIDTH_PX;
  onTestFinished(() => {
    window.innerWidth = width;
  });
}
