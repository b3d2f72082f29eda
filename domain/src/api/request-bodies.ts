import { z } from 'zod';
import type { Role } from '../roles/roles';
import type { ApiFieldError } from './error-body';

// What every area's request bodies share. Each area's own body builders live in its route table, so a client that
// calls one area's routes builds only that area's schemas.

/** What a route's body schema may depend on: the server's day (YYYY-MM-DD) and the caller's role (null: visitor). */
export interface BodyContext {
  readonly today: string;
  readonly role: Role | null;
}

/** The 400's message when some field failed with `text` (a spec text that sums the failures up), else the default. */
export function leadingMessage(text: string): (errors: readonly ApiFieldError[]) => string | undefined {
  return (errors) => (errors.some((error) => error.message === text) ? text : undefined);
}

/** The 400's message is the first failure's, as the upload forms show the first problem they find. */
export function firstFailureMessage(errors: readonly ApiFieldError[]): string | undefined {
  return errors[0]?.message;
}

/**
 * A schema picked by the value it parses, for bodies that say which form they come from. Failures keep the paths
 * and texts of the picked schema.
 */
export function pickedBy(pick: (value: unknown) => z.ZodType): z.ZodType {
  return z.unknown().transform((value, ctx) => {
    const result = pick(value).safeParse(value);
    if (result.success) return result.data as unknown;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}
