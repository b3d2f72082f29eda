import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * For a prerendered form: hands over, once mounted, each input the visitor filled in before the page's script ran.
 * Hydration keeps what the inputs show, but the form's state starts at its defaults and its next render would clear
 * them; `adopt` puts the input's value (a checkbox's `checked`) into the form. An input whose value still equals its
 * default was not touched.
 */
export function useInputsTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (input: HTMLInputElement) => void,
): void {
  const adoptInput = useEffectEvent(adopt);
  useEffect(() => {
    for (const input of formRef.current?.querySelectorAll('input') ?? []) {
      const typed =
        input.type === 'checkbox' ? input.checked !== input.defaultChecked : input.value !== input.defaultValue;
      if (typed) adoptInput(input);
    }
  }, [formRef]);
}
