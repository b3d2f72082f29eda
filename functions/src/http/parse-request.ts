import { toApiFieldErrors } from '@estatekey/domain';
import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Parses a body whose schema depends on the request (today's date, the caller's role) and so cannot be given to
 * `validate` up front. Failures answer 400 `{message, errors}` exactly as `validate` does.
 */
export function parseRequestBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw HttpError.badRequest(undefined, toApiFieldErrors(result.error));
  return result.data;
}
