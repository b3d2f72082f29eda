import type { ApiFieldError } from '@estatekey/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The top-level fields of a form, from its empty values: the paths a 400's field errors may name. */
export function formFieldsOf<TFieldValues extends FieldValues>(values: TFieldValues): FieldPath<TFieldValues>[] {
  return Object.keys(values) as FieldPath<TFieldValues>[];
}

/** Shows a 400's field errors under the inputs they name; paths the form does not have are left to its alert or toast. */
export function showFieldErrors<TFieldValues extends FieldValues>(
  errors: readonly ApiFieldError[],
  fields: readonly FieldPath<TFieldValues>[],
  setError: UseFormSetError<TFieldValues>,
): void {
  for (const { path, message } of errors) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { message });
  }
}
