import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `value` into the field in one go, through real events (a click, then a paste): typing every character makes the
 * form re-render per key, which is slow on a busy machine, and only the value matters to these tests.
 */
export async function enterText(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

/** A promise the test settles when it chooses: holds a request "on its way" while the test looks at the screen. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
