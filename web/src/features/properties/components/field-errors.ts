import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../../lib/api-client';

/** Shows a 400's field errors under the fields they name; paths the form does not have are left to the toast. */
export function showFieldErrors<TFieldValues extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<TFieldValues>[],
  setError: UseFormSetError<TFieldValues>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (field) setError(field, { message: fieldError.message });
  }
}
