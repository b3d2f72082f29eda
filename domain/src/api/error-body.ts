import { z } from 'zod';
import { boundedString } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';

// What a client reads of a failed call, apart from the functions' error kinds and default messages (errors.ts), which
// bring the error texts of every area.

/** Every non-2xx body of the API (DESIGN §5): a message, and for 400 the fields that failed. */
export const apiFieldErrorSchema = z.object({
  path: boundedString(TEXT_LIMITS.message),
  message: boundedString(TEXT_LIMITS.message),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

export const apiErrorBodySchema = z.object({
  message: boundedString(TEXT_LIMITS.message),
  errors: z.array(apiFieldErrorSchema).optional(),
  /** A refusal that lifts at a known time (the lockbox code outside its window): when, as ISO text. */
  opensAt: boundedString(TEXT_LIMITS.code).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * A zod error as the API's field list: dotted paths ('contactInfo.email'), '' for the whole body. A union that
 * matched no branch reports the issues of its closest branch, so the client still learns which fields are wrong.
 */
export function toApiFieldErrors(error: z.ZodError): ApiFieldError[] {
  return flattenIssues(error.issues, []);
}

function flattenIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[]): ApiFieldError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      if (closest.length > 0) return flattenIssues(closest, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}

/** The user-facing text of a failed call: the server's message when the body has one, else the fallback. */
export function errorMessageFrom(body: unknown, fallback: string): string {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : fallback;
}
