import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * The domain's body schema judging what a form holds: inputs give strings, so an empty one is left out and the
 * `amounts` are read as numbers (a non-number stays a string for the schema to refuse with its own text).
 */
export function formBodySchema<Schema extends z.ZodType>(
  schema: Schema,
  amounts: readonly string[] = [],
): z.ZodType<z.output<Schema>, FieldValues> {
  const judged = z.preprocess((values) => {
    if (typeof values !== 'object' || values === null) return values;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === '' || value === undefined) continue;
      if (amounts.includes(key) && typeof value === 'string') {
        const amount = Number(value);
        body[key] = value.trim() !== '' && Number.isFinite(amount) ? amount : value;
      } else body[key] = value;
    }
    return body;
  }, schema);
  // The form's values are strings of the same fields; the preprocess step reads them as the body.
  return judged as unknown as z.ZodType<z.output<Schema>, FieldValues>;
}

/** Number inputs for US dollars: decimals allowed, the phone's decimal keypad. */
export const AMOUNT_INPUT = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } } as const;
