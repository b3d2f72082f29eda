import { vi } from 'vitest';

/**
 * Makes the browser's own date format `locale` (jsdom's is en-US, which hides whether a screen uses the local format
 * or the US one): `toLocaleDateString()` without a locale formats as `locale`; calls that name one are untouched.
 * Returns the restore function.
 */
export function setBrowserLocale(locale: string): () => void {
  const original = Date.prototype.toLocaleDateString;
  const spy = vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (
    this: Date,
    locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return original.call(this, locales ?? locale, options);
  });
  return () => spy.mockRestore();
}
