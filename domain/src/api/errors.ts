import { z } from 'zod';
import { errorsTexts } from '../messages/errors-texts';
import { boundedString } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';

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

/** Status codes of DESIGN §5, by the kind of failure. */
export const HTTP_STATUS_FOR = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
} as const;
export type ApiErrorKind = keyof typeof HTTP_STATUS_FOR;

/** The default message of each failure kind; routes may send a more specific one from `errorsTexts`. */
export const DEFAULT_ERROR_MESSAGE: Record<ApiErrorKind, string> = {
  validation: errorsTexts.validation,
  unauthenticated: errorsTexts.authRequired,
  forbidden: errorsTexts.forbidden,
  notFound: errorsTexts.notFound,
  conflict: errorsTexts.conflict,
  gone: errorsTexts.invitationInvalid,
  payloadTooLarge: errorsTexts.fileTooLarge,
  unsupportedMediaType: errorsTexts.fileTypeNotAllowed,
  rateLimited: errorsTexts.rateLimited,
  internal: errorsTexts.internal,
};

/**
 * A failure whose message is safe to show to the caller. Services throw it without knowing HTTP; the API's error
 * handler answers it with `status` (DESIGN §5) and `{message, errors?}`.
 */
export class DomainError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: (typeof HTTP_STATUS_FOR)[ApiErrorKind];
  readonly errors: readonly ApiFieldError[] | undefined;
  /** When a refusal lifts, answered as `opensAt`. */
  opensAt: Date | undefined;

  constructor(kind: ApiErrorKind, message: string = DEFAULT_ERROR_MESSAGE[kind], errors?: readonly ApiFieldError[]) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.status = HTTP_STATUS_FOR[kind];
    this.errors = errors;
  }

  static badRequest(message?: string, errors?: readonly ApiFieldError[]): DomainError {
    return new DomainError('validation', message, errors);
  }

  static unauthenticated(message?: string): DomainError {
    return new DomainError('unauthenticated', message);
  }

  static forbidden(message?: string): DomainError {
    return new DomainError('forbidden', message);
  }

  /** 403 that lifts at `opensAt` (the body carries it). */
  static forbiddenUntil(message: string, opensAt: Date): DomainError {
    const error = new DomainError('forbidden', message);
    error.opensAt = opensAt;
    return error;
  }

  static notFound(message?: string): DomainError {
    return new DomainError('notFound', message);
  }

  static conflict(message?: string): DomainError {
    return new DomainError('conflict', message);
  }

  static payloadTooLarge(message?: string): DomainError {
    return new DomainError('payloadTooLarge', message);
  }

  static unsupportedMediaType(message?: string): DomainError {
    return new DomainError('unsupportedMediaType', message);
  }

  static tooManyRequests(message?: string): DomainError {
    return new DomainError('rateLimited', message);
  }
}

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

/** The 400 body for a failed parse. */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  return { message: errorsTexts.validation, errors: toApiFieldErrors(error) };
}

/** The user-facing text of a failed call: the server's message when the body has one, else the fallback. */
export function errorMessageFrom(body: unknown, fallback: string): string {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : fallback;
}
