import { useRef, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * A form's `onSubmit`: react-hook-form validates, then `save` runs with the parsed values — unless a save is already on
 * its way, so a second click before the button disables does nothing. `save` handles its own failures.
 */
export function useSingleSubmit<TFieldValues extends FieldValues, TTransformed>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformed>,
  save: (values: TTransformed) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  const saving = useRef(false);
  return (event) => {
    void handleSubmit(async (values) => {
      if (saving.current) return;
      saving.current = true;
      try {
        await save(values);
      } finally {
        saving.current = false;
      }
    })(event);
  };
}
